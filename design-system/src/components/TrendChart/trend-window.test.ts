import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { fillTrendWindow, hasTrendData } from './trend-window.ts';

const today = new CalendarDate(2025, 3, 3);
const days = (points: { day: string; consume: number }[]) =>
  points.map(({ day, consume }) => [day, consume]);

describe('fillTrendWindow', () => {
  it('covers the seven days ending yesterday, oldest first, across a month end', () => {
    expect(days(fillTrendWindow([], today))).toEqual([
      ['20250224', 0],
      ['20250225', 0],
      ['20250226', 0],
      ['20250227', 0],
      ['20250228', 0],
      ['20250301', 0],
      ['20250302', 0],
    ]);
  });

  it('places each item on its day and fills missing days with 0', () => {
    const points = fillTrendWindow(
      [
        { day: '20250302', consume: 12 },
        { day: 20250226, consume: 5 },
      ],
      today,
    );
    expect(points.map((point) => point.consume)).toEqual([0, 0, 5, 0, 0, 0, 12]);
    expect(points[6]?.date.toString()).toBe('2025-03-02');
  });

  it('ignores today, the future, days before the window and unreadable days', () => {
    const points = fillTrendWindow(
      [
        { day: '20250303', consume: 100 },
        { day: '20250310', consume: 100 },
        { day: '20250223', consume: 100 },
        { day: '20250230', consume: 100 },
        { day: 'yesterday', consume: 100 },
        { day: '20250301', consume: Number.NaN },
      ],
      today,
    );
    expect(points.every((point) => point.consume === 0)).toBe(true);
  });

  it('adds up several entries for one day', () => {
    const points = fillTrendWindow(
      [
        { day: '20250302', consume: 3 },
        { day: '20250302', consume: 4 },
      ],
      today,
    );
    expect(points[6]?.consume).toBe(7);
  });

  it('takes another window length', () => {
    expect(days(fillTrendWindow([{ day: '20250302', consume: 1 }], today, 2))).toEqual([
      ['20250301', 0],
      ['20250302', 1],
    ]);
  });
});

describe('hasTrendData', () => {
  it('is true when an item falls inside the window, even with 0 consumed', () => {
    expect(hasTrendData([{ day: '20250224', consume: 0 }], today)).toBe(true);
    expect(hasTrendData([{ day: '20250302', consume: 9 }], today)).toBe(true);
  });

  it('is false with no items, or only items outside the window', () => {
    expect(hasTrendData([], today)).toBe(false);
    expect(
      hasTrendData(
        [
          { day: '20250303', consume: 9 },
          { day: '20250223', consume: 9 },
          { day: 'x', consume: 9 },
        ],
        today,
      ),
    ).toBe(false);
  });
});
