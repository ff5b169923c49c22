import { describe, expect, it } from 'vitest';
import { activeHeading, groupByMenu, queryNumber } from './help-rules.ts';

describe('activeHeading', () => {
  it('is the first heading until one scrolls up to the threshold', () => {
    expect(activeHeading([200, 600, 1000], { atBottom: false })).toBe(0);
  });

  it('is the last heading that has reached the threshold', () => {
    expect(activeHeading([-400, 90, 500], { atBottom: false })).toBe(1);
    expect(activeHeading([-900, -500, 96], { atBottom: false })).toBe(2);
    expect(activeHeading([-900, -500, 97], { atBottom: false })).toBe(1);
  });

  it('is the last heading at the bottom of the page, where the rest cannot scroll up', () => {
    expect(activeHeading([10, 300, 500], { atBottom: true })).toBe(2);
  });

  it('is the chosen heading when the article fits the screen and nothing scrolls', () => {
    expect(
      activeHeading([120, 260, 400], { atBottom: false, chosen: 2, viewportHeight: 768 }),
    ).toBe(2);
  });

  it('follows the scroll again once a later heading passes the threshold or the chosen one leaves', () => {
    const view = { atBottom: false, chosen: 1, viewportHeight: 768 };
    expect(activeHeading([-900, -300, 80], view)).toBe(2);
    expect(activeHeading([-1600, -1000, -500, 90], { ...view, chosen: 1 })).toBe(3);
    expect(activeHeading([-400, 90, 500], { ...view, chosen: 1 })).toBe(1);
  });

  it('is -1 without headings', () => {
    expect(activeHeading([], { atBottom: false })).toBe(-1);
  });
});

describe('queryNumber', () => {
  it('reads integers and refuses anything else', () => {
    expect(queryNumber('3')).toBe(3);
    expect(queryNumber('0')).toBeNull();
    expect(queryNumber('0', { min: 0 })).toBe(0);
    expect(queryNumber(null)).toBeNull();
    expect(queryNumber('')).toBeNull();
    expect(queryNumber('2a')).toBeNull();
    expect(queryNumber('-1')).toBeNull();
    expect(queryNumber('1.5')).toBeNull();
    expect(queryNumber('99999999999999999999')).toBeNull();
  });
});

describe('groupByMenu', () => {
  it('groups in first-seen order', () => {
    const list = [
      { id: 1, menu: '快速入门' },
      { id: 2, menu: '5G消息' },
      { id: 3, menu: '5G消息' },
      { id: 4, menu: '账户与订购' },
    ];
    expect(groupByMenu(list)).toEqual([
      { menu: '快速入门', articles: [list[0]] },
      { menu: '5G消息', articles: [list[1], list[2]] },
      { menu: '账户与订购', articles: [list[3]] },
    ]);
  });
});
