import { dayMs, startOfDay } from '../lib/calendar.ts';

/** The platform reviews templates from 08:00 to 22:00 China time, every day of the year (spec §2). */
const reviewWindow = { opensHour: 8, closesHour: 22 } as const;

const hourMs = 60 * 60 * 1000;

/**
 * When the platform review of something submitted at `at` starts: at once inside the window,
 * otherwise at the next 08:00 China time. Operators may still act outside it (emergency templates
 * are arranged by phone, spec §2); this is what the customer is told and what waiting is counted from.
 */
export function reviewStartOf(at: Date): Date {
  const midnight = startOfDay(at).getTime();
  const opens = midnight + reviewWindow.opensHour * hourMs;
  const closes = midnight + reviewWindow.closesHour * hourMs;
  if (at.getTime() < opens) return new Date(opens);
  if (at.getTime() < closes) return at;
  return new Date(opens + dayMs);
}

/** Whole minutes waited since the review could start (0 before it could). */
export function minutesWaited(reviewStart: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - reviewStart.getTime()) / 60_000));
}
