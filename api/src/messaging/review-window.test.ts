import { describe, expect, it } from 'vitest';
import { minutesWaited, reviewStartOf } from './review-window.ts';

const cst = (wall: string) => new Date(`${wall}+08:00`);

describe('reviewStartOf', () => {
  it('starts at once inside the window, its first and last minute included', () => {
    expect(reviewStartOf(cst('2026-11-23T08:00:00'))).toEqual(cst('2026-11-23T08:00:00'));
    expect(reviewStartOf(cst('2026-11-23T13:45:10'))).toEqual(cst('2026-11-23T13:45:10'));
    expect(reviewStartOf(cst('2026-11-23T21:59:59'))).toEqual(cst('2026-11-23T21:59:59'));
  });

  it('waits for 08:00 the same day before the window', () => {
    expect(reviewStartOf(cst('2026-11-23T00:00:00'))).toEqual(cst('2026-11-23T08:00:00'));
    expect(reviewStartOf(cst('2026-11-23T07:59:59'))).toEqual(cst('2026-11-23T08:00:00'));
  });

  it('waits for 08:00 the next day from 22:00, across a month and a year', () => {
    expect(reviewStartOf(cst('2026-11-23T22:00:00'))).toEqual(cst('2026-11-24T08:00:00'));
    expect(reviewStartOf(cst('2026-11-30T23:30:00'))).toEqual(cst('2026-12-01T08:00:00'));
    expect(reviewStartOf(cst('2026-12-31T22:10:00'))).toEqual(cst('2027-01-01T08:00:00'));
  });

  it('counts China time whatever the UTC day is (23:00 UTC is 07:00 CST)', () => {
    expect(reviewStartOf(new Date('2026-11-22T23:00:00Z'))).toEqual(cst('2026-11-23T08:00:00'));
  });
});

describe('minutesWaited', () => {
  it('counts whole minutes from the review start, never negative', () => {
    const start = cst('2026-11-24T08:00:00');
    expect(minutesWaited(start, cst('2026-11-23T23:00:00'))).toBe(0);
    expect(minutesWaited(start, cst('2026-11-24T08:00:59'))).toBe(0);
    expect(minutesWaited(start, cst('2026-11-24T09:30:00'))).toBe(90);
  });
});
