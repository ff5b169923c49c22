import { describe, expect, it } from 'vitest';
import type { ImportReport } from '@p5g/api/contract';
import {
  contactFormSchema,
  importFileProblem,
  reportLines,
  reportSummary,
  unlistedCount,
  variableRowsOf,
  variablesOf,
  variablesText,
} from './rules.ts';

const report: ImportReport = {
  groupId: '1',
  rows: 9,
  imported: 4,
  invalidCount: 3,
  invalid: [
    { row: 7, mobile: '123', reason: '手机号格式错误', firstRow: null },
    { row: 3, mobile: '', reason: '手机号为空', firstRow: null },
  ],
  duplicateInFileCount: 1,
  duplicateInFile: [{ row: 5, mobile: '13800000001', reason: '与第2行重复', firstRow: 2 }],
  duplicateInGroupCount: 1,
  duplicateInGroup: [
    { row: 4, mobile: '13800000009', reason: '分组中已有此手机号', firstRow: null },
  ],
  variables: ['城市'],
};

describe('import report', () => {
  it('lists the left-out rows in file order with their kind', () => {
    expect(reportLines(report).map((l) => [l.row, l.kind])).toEqual([
      [3, '无效'],
      [4, '分组中已存在'],
      [5, '文件内重复'],
      [7, '无效'],
    ]);
  });

  it('sums it up and counts what it does not list', () => {
    expect(reportSummary(report)).toBe(
      '共读取 9 行，成功导入 4 行；无效 3 行，文件内重复 1 行，分组中已存在 1 行',
    );
    expect(unlistedCount(report)).toBe(1);
  });
});

describe('import file', () => {
  it('takes .xlsx and .csv up to 10 MB', () => {
    expect(importFileProblem(null)).toBe('请选择文件');
    expect(importFileProblem({ name: '通讯录.XLSX', size: 100 })).toBeNull();
    expect(importFileProblem({ name: 'a.csv', size: 10 * 1024 * 1024 })).toBeNull();
    expect(importFileProblem({ name: 'a.csv', size: 10 * 1024 * 1024 + 1 })).toBe(
      '文件大小超出10MB',
    );
    expect(importFileProblem({ name: 'a.xls', size: 100 })).toBe('仅支持 .xlsx 或 .csv 文件');
    expect(importFileProblem({ name: 'csv', size: 100 })).toBe('仅支持 .xlsx 或 .csv 文件');
    expect(importFileProblem({ name: 'a.csv', size: 0 })).toBe('文件是空的');
  });
});

describe('contact form', () => {
  const valid = { groupId: '1', mobile: '13800000000', name: '', remark: '', variables: [] };

  it('edits variables as rows and keeps those with a name', () => {
    expect(variableRowsOf({ 城市: '北京' })).toEqual([{ name: '城市', value: '北京' }]);
    expect(
      variablesOf([
        { name: ' 城市 ', value: ' 北京 ' },
        { name: '', value: '丢弃' },
      ]),
    ).toEqual({ 城市: '北京' });
    expect(variablesText({ 城市: '北京', code: 'A1' })).toBe('城市：北京；code：A1');
  });

  it('checks the mobile by the spec pattern and variable names', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
    const badMobile = contactFormSchema.safeParse({ ...valid, mobile: '12800000000' });
    expect(badMobile.error?.issues[0]?.message).toBe('请正确填写手机号');
    const badName = contactFormSchema.safeParse({
      ...valid,
      variables: [{ name: '会员 号', value: '1' }],
    });
    expect(badName.error?.issues[0]?.message).toBe(
      '变量名只能包含字母、数字、下划线和汉字，不超过20个字符',
    );
    const twice = contactFormSchema.safeParse({
      ...valid,
      variables: [
        { name: '城市', value: '1' },
        { name: '城市', value: '2' },
      ],
    });
    expect(twice.error?.issues[0]).toMatchObject({
      message: '变量名重复',
      path: ['variables', 1, 'name'],
    });
  });
});
