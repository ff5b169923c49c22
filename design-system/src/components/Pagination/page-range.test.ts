import { describe, expect, it } from 'vitest';
import { getPageAfterSizeChange, getPageCount, getPageItems, parseJumpPage } from './page-range.ts';

describe('getPageCount', () => {
  it('rounds up and never returns less than one page', () => {
    expect(getPageCount(0, 10)).toBe(1);
    expect(getPageCount(10, 10)).toBe(1);
    expect(getPageCount(11, 10)).toBe(2);
    expect(getPageCount(235, 20)).toBe(12);
  });
});

describe('getPageItems', () => {
  it('lists every page when they all fit', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('puts the gap at the end near the start', () => {
    expect(getPageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 20]);
    expect(getPageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'end-ellipsis', 20]);
  });

  it('puts gaps on both sides in the middle', () => {
    expect(getPageItems(10, 20)).toEqual([
      1,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      20,
    ]);
  });

  it('puts the gap at the start near the end', () => {
    expect(getPageItems(20, 20)).toEqual([1, 'start-ellipsis', 14, 15, 16, 17, 18, 19, 20]);
    expect(getPageItems(16, 20)).toEqual([1, 'start-ellipsis', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('keeps the same number of slots wherever the current page is', () => {
    for (let page = 1; page <= 50; page += 1) expect(getPageItems(page, 50)).toHaveLength(9);
  });

  it('honours the sibling count', () => {
    expect(getPageItems(10, 20, 1)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
  });

  it('clamps a current page outside the range', () => {
    expect(getPageItems(99, 20)).toEqual(getPageItems(20, 20));
  });
});

describe('getPageAfterSizeChange', () => {
  it('keeps the first visible row on screen', () => {
    expect(getPageAfterSizeChange(1, 10, 20)).toBe(1);
    expect(getPageAfterSizeChange(3, 10, 20)).toBe(2); // row 21 is on page 2 of 20
    expect(getPageAfterSizeChange(2, 50, 10)).toBe(6); // row 51 is on page 6 of 10
  });
});

describe('parseJumpPage', () => {
  it('accepts whole numbers and clamps them to the page range', () => {
    expect(parseJumpPage('3', 10)).toBe(3);
    expect(parseJumpPage(' 7 ', 10)).toBe(7);
    expect(parseJumpPage('0', 10)).toBe(1);
    expect(parseJumpPage('99', 10)).toBe(10);
  });

  it('rejects anything else', () => {
    expect(parseJumpPage('', 10)).toBeNull();
    expect(parseJumpPage('2.5', 10)).toBeNull();
    expect(parseJumpPage('-1', 10)).toBeNull();
    expect(parseJumpPage('abc', 10)).toBeNull();
  });
});
