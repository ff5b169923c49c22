import { describe, expect, it } from 'vitest';
import { blankNoValues } from './api-client.ts';
import { parseJsonSafely } from './json-answers.ts';

describe('blankNoValues', () => {
  it('sends -999 as an empty string at any depth and leaves the rest alone', () => {
    expect(blankNoValues({ a: -999, b: [1, -999], c: { d: -999, e: '-999', f: null } })).toEqual({
      a: '',
      b: [1, ''],
      c: { d: '', e: '-999', f: null },
    });
  });
});

describe('parseJsonSafely', () => {
  it('keeps integers above 2^53 exact as strings and ordinary numbers as numbers', () => {
    expect(
      parseJsonSafely(
        '{"id":382815332794146817,"fee":199900,"rate":0.5,"list":[9007199254740993]}',
      ),
    ).toEqual({
      id: '382815332794146817',
      fee: 199900,
      rate: 0.5,
      list: ['9007199254740993'],
    });
  });
});
