import { describe, expect, it } from 'vitest';
import { moved, nextOptionId } from './option-list.ts';

describe('nextOptionId', () => {
  it('numbers after the options there are, skipping ids in use', () => {
    expect(nextOptionId([])).toBe('o1');
    expect(
      nextOptionId([
        { id: 'o1', label: '是' },
        { id: 'o2', label: '否' },
      ]),
    ).toBe('o3');
    expect(
      nextOptionId([
        { id: 'o2', label: '否' },
        { id: 'o3', label: '不确定' },
      ]),
    ).toBe('o4');
  });
});

describe('moved', () => {
  it('swaps an item with its neighbour', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is at either end', () => {
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
