import { describe, expect, it } from 'vitest';
import { hasControlCharacters, withoutControlCharacters } from './patterns.ts';

describe('hasControlCharacters', () => {
  it('finds control characters, allowing tab and line breaks in multiline text', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('\u001b[31m')).toBe(true);
    expect(hasControlCharacters('\u007f')).toBe(true);
    expect(hasControlCharacters('一行\n两行')).toBe(true);
    expect(hasControlCharacters('一行\n两行\t', true)).toBe(false);
  });

  it('finds half of a surrogate pair wherever it stands, but not a whole pair', () => {
    expect(hasControlCharacters('\ud800')).toBe(true);
    expect(hasControlCharacters('a\ud800')).toBe(true);
    expect(hasControlCharacters('\udc00a')).toBe(true);
    expect(hasControlCharacters('\ud800\ud800\udc00')).toBe(true);
    expect(hasControlCharacters('\ud83d\ude00好')).toBe(false);
    expect(hasControlCharacters('𠮷野家', true)).toBe(false);
  });
});

describe('withoutControlCharacters', () => {
  it('drops control characters and lone surrogates, keeping whole pairs', () => {
    expect(withoutControlCharacters('报\u0000表\ud800.xlsx')).toBe('报表.xlsx');
    expect(withoutControlCharacters('\udc00𠮷\u0007')).toBe('𠮷');
  });
});
