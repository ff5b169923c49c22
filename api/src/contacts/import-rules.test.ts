import { describe, expect, it } from 'vitest';
import type { ImportRow } from './import-file.ts';
import { importedMobile, rowProblem, sortImportRows } from './import-rules.ts';

const row = (n: number, mobile: string, extra: Partial<ImportRow> = {}): ImportRow => ({
  row: n,
  name: '',
  mobile,
  remark: '',
  variables: {},
  ...extra,
});

describe('importedMobile', () => {
  it('reads a mobile as people write it: spaces, hyphens and the country code dropped', () => {
    expect(importedMobile('+86 137 0000 1111')).toBe('13700001111');
    expect(importedMobile('0086-137-0000-1111')).toBe('13700001111');
    expect(importedMobile('86 13700001111')).toBe('13700001111');
    expect(importedMobile(' 137 0000 1111 ')).toBe('13700001111');
    expect(importedMobile('13700001111')).toBe('13700001111');
  });

  it('leaves what is no mainland mobile for the format check to refuse', () => {
    expect(importedMobile('+1 650 555 0100')).toBe('+16505550100');
    expect(importedMobile('8613700')).toBe('8613700');
  });
});

describe('import rows', () => {
  it('imports a number written +86 137 0000 1111 as 13700001111, and finds it a repeat', () => {
    const sorted = sortImportRows(
      [row(2, '+86 137 0000 1111'), row(3, '137-0000-1111')],
      new Set(),
    );
    expect(sorted.accepted.map((r) => r.mobile)).toEqual(['13700001111']);
    expect(sorted.duplicateInFile).toEqual([
      { row: 3, mobile: '13700001111', reason: '与第2行重复', firstRow: 2 },
    ]);
  });

  it('names what is wrong with a row', () => {
    expect(rowProblem(row(2, '13800000000'))).toBeNull();
    expect(rowProblem(row(2, ''))).toBe('手机号为空');
    expect(rowProblem(row(2, '23800000000'))).toBe('手机号格式错误');
    expect(rowProblem(row(2, '13800000000', { name: '名'.repeat(21) }))).toBe('姓名超过20个字符');
    expect(rowProblem(row(2, '13800000000', { remark: '备'.repeat(101) }))).toBe(
      '备注超过100个字符',
    );
    expect(rowProblem(row(2, '13800000000', { variables: { 城市: 'x'.repeat(201) } }))).toBe(
      '变量值超过200个字符',
    );
    expect(rowProblem(row(2, '13800000000', { name: 'a\u0007' }))).toBe('包含非法字符');
  });

  it('keeps the first of a repeated mobile, and leaves those already in the group', () => {
    const sorted = sortImportRows(
      [
        row(2, '13800000001'),
        row(3, '13800000002'),
        row(4, 'bad'),
        row(5, '13800000001'),
        row(6, '13800000003'),
        row(7, '13800000003'),
      ],
      new Set(['13800000002']),
    );
    expect(sorted.accepted.map((r) => r.row)).toEqual([2, 6]);
    expect(sorted.invalid).toEqual([
      { row: 4, mobile: 'bad', reason: '手机号格式错误', firstRow: null },
    ]);
    expect(sorted.duplicateInFile).toEqual([
      { row: 5, mobile: '13800000001', reason: '与第2行重复', firstRow: 2 },
      { row: 7, mobile: '13800000003', reason: '与第6行重复', firstRow: 6 },
    ]);
    expect(sorted.duplicateInGroup).toEqual([
      { row: 3, mobile: '13800000002', reason: '分组中已有此手机号', firstRow: null },
    ]);
  });

  it('does not count an invalid row as the first of its mobile', () => {
    const sorted = sortImportRows(
      [row(2, '13800000001', { name: '名'.repeat(21) }), row(3, '13800000001')],
      new Set(),
    );
    expect(sorted.accepted.map((r) => r.row)).toEqual([3]);
  });
});
