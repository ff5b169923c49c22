import { describe, expect, it } from 'vitest';
import { moveItemBy, moveItems } from './sortable-order.ts';

const items = ['a', 'b', 'c', 'd', 'e'];
const self = (item: string) => item;

describe('moveItems', () => {
  it('puts one item before or after another', () => {
    expect(moveItems(items, self, new Set(['d']), 'b', 'before')).toEqual([
      'a',
      'd',
      'b',
      'c',
      'e',
    ]);
    expect(moveItems(items, self, new Set(['a']), 'c', 'after')).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(moveItems(items, self, new Set(['e']), 'a', 'before')).toEqual([
      'e',
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('keeps several moving items in their present order, whatever order they were picked in', () => {
    expect(moveItems(items, self, new Set(['e', 'b']), 'c', 'after')).toEqual([
      'a',
      'c',
      'b',
      'e',
      'd',
    ]);
  });

  it('leaves the order when the target is moving or unknown', () => {
    expect(moveItems(items, self, new Set(['b', 'c']), 'c', 'after')).toEqual(items);
    expect(moveItems(items, self, new Set(['b']), 'z', 'before')).toEqual(items);
  });

  it('never changes the items it is given', () => {
    const given = [...items];
    moveItems(given, self, new Set(['a']), 'e', 'after');
    expect(given).toEqual(items);
  });
});

describe('moveItemBy', () => {
  it('swaps an item with its neighbour', () => {
    expect(moveItemBy(items, self, 'c', -1)).toEqual(['a', 'c', 'b', 'd', 'e']);
    expect(moveItemBy(items, self, 'c', 1)).toEqual(['a', 'b', 'd', 'c', 'e']);
  });

  it('does nothing past either end or for an unknown item', () => {
    expect(moveItemBy(items, self, 'a', -1)).toEqual(items);
    expect(moveItemBy(items, self, 'e', 1)).toEqual(items);
    expect(moveItemBy(items, self, 'z', 1)).toEqual(items);
  });
});
