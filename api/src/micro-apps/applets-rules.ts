import { appletMessages, appletSummaryMaxDays } from '../contract/schemas/applets.ts';
import { maskMobile } from '../contract/schemas/sending.ts';

/**
 * Who sees which reports of a common applet, and how (spec §6): the company's main account sees
 * them all; a grid worker those of its city or district and below; another sub-account none.
 */
export type ReportScope = { kind: 'all' } | { kind: 'region'; code: string } | { kind: 'none' };

export function scopeOf(
  user: { isChatBotManager: boolean },
  gridRegion: string | null,
): ReportScope {
  if (user.isChatBotManager) return { kind: 'all' };
  return gridRegion ? { kind: 'region', code: gridRegion } : { kind: 'none' };
}

/**
 * The region-code prefix the reports are read by (a district's reports start with its city's
 * code): the scope's, narrowed by a filter within it. A filter outside the scope, or no scope, is
 * refused with the words the page shows.
 */
export function regionPrefix(
  scope: ReportScope,
  filter?: string,
): { prefix: string } | { refused: string } {
  if (scope.kind === 'none') return { refused: appletMessages.noScope };
  const own = scope.kind === 'all' ? '' : scope.code;
  if (filter === undefined) return { prefix: own };
  if (filter.startsWith(own)) return { prefix: filter };
  // A city filter over a grid worker's district: the district is the most it sees.
  if (own.startsWith(filter)) return { prefix: own };
  return { refused: appletMessages.outOfScope };
}

/** A name with all but its first character hidden: 张三 → 张*, 欧阳娜娜 → 欧***. */
export function maskName(name: string) {
  const characters = [...name];
  if (characters.length === 0) return '';
  if (characters.length === 1) return '*';
  return characters[0] + '*'.repeat(characters.length - 1);
}

/** A reporter's name and phone as the session may see them. */
export const shownReporter = (reporter: { name: string; mobile: string }, unlocked: boolean) =>
  unlocked ? reporter : { name: maskName(reporter.name), mobile: maskMobile(reporter.mobile) };

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateAfter = (date: string, days: number) =>
  new Date((dayOf(date) + days) * 86_400_000).toISOString().slice(0, 10);

/**
 * The days a summary covers (China-time dates, inclusive): as asked, or the last 7 days up to
 * `today`; a start alone runs 7 days on, an end alone 7 days back. At most 31 days.
 */
export function summaryWindow(
  asked: { from?: string; to?: string },
  today: string,
): { from: string; to: string } | { refused: string } {
  const to = asked.to ?? (asked.from ? dateAfter(asked.from, 6) : today);
  const from = asked.from ?? dateAfter(to, -6);
  if (to < from) return { refused: appletMessages.endBeforeStart };
  if (dayOf(to) - dayOf(from) + 1 > appletSummaryMaxDays)
    return { refused: appletMessages.tooLong };
  return { from, to };
}
