import { describe, expect, it } from 'vitest';
import {
  filterBrackets,
  filterInt,
  filterIntpo,
  filterMoney,
  filterNumber,
  filterPositive,
  inputFilterNames,
  inputFilters,
  trimNumberOnBlur,
} from './index.ts';

/** What typing `text` one character at a time leaves in a field running `filter` on each change. */
const typeInto = (filter: (value: string) => string, text: string) =>
  [...text].reduce((value, char) => filter(value + char), '');

describe('filterMoney', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['12', '12'],
    ['12.3', '12.3'],
    ['12.34', '12.34'],
    ['12.345', '12.34'],
    ['12.999', '12.99'],
    ['12.', '12.'],
    ['.5', '0.5'],
    ['.', '0.'],
    ['007', '7'],
    ['00', '0'],
    ['00.5', '0.5'],
    ['0.05', '0.05'],
    ['1.2.3', '1.23'],
    ['12..3', '12.3'],
    ['-12', '12'],
    ['1-2', '12'],
    ['abc', ''],
    ['1e5', '15'],
    ['¥1,234.56', '1234.56'],
    ['  88.8 元 ', '88.8'],
    ['１２．３４', '12.34'],
    ['１２。５', '12.5'],
    ['一百', ''],
  ])('%j → %j', (input, expected) => {
    expect(filterMoney(input)).toBe(expected);
  });

  it('stops at two decimals while typing', () => {
    expect(typeInto(filterMoney, '12.345')).toBe('12.34');
  });

  it('replaces a leading zero with the next digit while typing', () => {
    expect(typeInto(filterMoney, '05')).toBe('5');
    expect(typeInto(filterMoney, '0.5')).toBe('0.5');
  });
});

describe('filterNumber', () => {
  it.each([
    ['', ''],
    ['-', '-'],
    ['-12', '-12'],
    ['-12.5', '-12.5'],
    ['12.3456789', '12.3456789'],
    ['1-2', '12'],
    ['12-', '12'],
    ['--5', '-5'],
    ['-1-2', '-12'],
    ['-.5', '-0.5'],
    ['-007', '-7'],
    ['-0', '-0'],
    ['1.2.3', '1.23'],
    ['－１２', '-12'],
    ['x-12', '-12'],
    ['+12', '12'],
    ['3,000.25', '3000.25'],
  ])('%j → %j', (input, expected) => {
    expect(filterNumber(input)).toBe(expected);
  });

  it('ignores a minus typed after the first character', () => {
    expect(typeInto(filterNumber, '1-2')).toBe('12');
    expect(typeInto(filterNumber, '-1-2')).toBe('-12');
  });
});

describe('filterPositive', () => {
  it.each([
    ['', ''],
    ['-5', '5'],
    ['0', '0'],
    ['0.5', '0.5'],
    ['12.345', '12.345'],
    ['1.2.3', '1.23'],
    ['007.10', '7.10'],
    ['.', '0.'],
    ['１．５', '1.5'],
  ])('%j → %j', (input, expected) => {
    expect(filterPositive(input)).toBe(expected);
  });
});

describe('filterInt', () => {
  it.each([
    ['', ''],
    ['-', '-'],
    ['-12', '-12'],
    ['12', '12'],
    ['1.5', '15'],
    ['1-2', '12'],
    ['-0', '-0'],
    ['007', '7'],
    ['-007', '-7'],
    ['0', '0'],
    ['－３', '-3'],
    ['1 000', '1000'],
  ])('%j → %j', (input, expected) => {
    expect(filterInt(input)).toBe(expected);
  });
});

describe('filterIntpo', () => {
  it.each([
    ['', ''],
    ['0', ''],
    ['00', ''],
    ['007', '7'],
    ['100', '100'],
    ['-5', '5'],
    ['1.5', '15'],
    ['１０', '10'],
    ['12个', '12'],
  ])('%j → %j', (input, expected) => {
    expect(filterIntpo(input)).toBe(expected);
  });

  it('cannot start with a zero while typing', () => {
    expect(typeInto(filterIntpo, '0012')).toBe('12');
  });
});

describe('filterBrackets', () => {
  it.each([
    ['', ''],
    ['【中国移动】您的验证码', '中国移动您的验证码'],
    ['【【】】', ''],
    ['普通文本', '普通文本'],
    ['[half-width] kept', '[half-width] kept'],
    ['〔其他括号〕「保留」', '〔其他括号〕「保留」'],
  ])('%j → %j', (input, expected) => {
    expect(filterBrackets(input)).toBe(expected);
  });
});

describe('trimNumberOnBlur', () => {
  it.each([
    ['', ''],
    ['12.', '12'],
    ['0.', '0'],
    ['-', ''],
    ['-.', ''],
    ['-12.', '-12'],
    ['12.5', '12.5'],
    ['-3', '-3'],
    ['0', '0'],
  ])('%j → %j', (input, expected) => {
    expect(trimNumberOnBlur(input)).toBe(expected);
  });
});

describe('inputFilters', () => {
  it('has a filter for every name', () => {
    for (const name of inputFilterNames) expect(typeof inputFilters[name]).toBe('function');
  });

  it('leaves every already-filtered value unchanged', () => {
    const samples = ['', '0', '12', '-12.5', '12.34', '0.', '【测试】', '007', '1.2.3'];
    for (const filter of Object.values(inputFilters)) {
      for (const sample of samples) {
        const once = filter(sample);
        expect(filter(once)).toBe(once);
      }
    }
  });
});
