import { z } from 'zod';
import {
  contactLimits,
  contactSaveRequest,
  importColumns,
  variableNamePattern,
  type ImportReport,
} from '@p5g/api/contract';

/** One template variable as the contact form edits it. */
export type VariableRow = { name: string; value: string };

export const variableRowsOf = (variables: Record<string, string>): VariableRow[] =>
  Object.entries(variables).map(([name, value]) => ({ name, value }));

/** The variables a contact keeps: rows with a name, trimmed. */
export const variablesOf = (rows: readonly VariableRow[]): Record<string, string> =>
  Object.fromEntries(
    rows.filter((r) => r.name.trim() !== '').map((r) => [r.name.trim(), r.value.trim()]),
  );

/**
 * The contact form: the contract's contact/save fields, with variables as rows (name and value)
 * whose names must be valid variable names and distinct.
 */
export const contactFormSchema = contactSaveRequest.omit({ id: true, variables: true }).extend({
  variables: z
    .array(
      z.object({
        name: z
          .string()
          .trim()
          .regex(variableNamePattern, '变量名只能包含字母、数字、下划线和汉字，不超过20个字符'),
        value: z
          .string()
          .trim()
          .max(contactLimits.variableValue, `变量值不能超过${contactLimits.variableValue}个字符`),
      }),
    )
    .max(contactLimits.variablesPerContact, `变量不能超过${contactLimits.variablesPerContact}个`)
    .superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        if (seen.has(row.name)) {
          context.addIssue({ code: 'custom', path: [index, 'name'], message: '变量名重复' });
        }
        seen.add(row.name);
      });
    }),
});
export type ContactForm = z.input<typeof contactFormSchema>;

/** One left-out row of an import, as the report's table lists it. */
export type ReportLine = { row: number; mobile: string; kind: string; reason: string };

const problemKinds = {
  invalid: '无效',
  duplicateInFile: '文件内重复',
  duplicateInGroup: '分组中已存在',
} as const;

/** The rows an import left out, in file order, with what kind of problem each had. */
export function reportLines(report: ImportReport): ReportLine[] {
  return (Object.keys(problemKinds) as (keyof typeof problemKinds)[])
    .flatMap((key) =>
      report[key].map((p) => ({
        row: p.row,
        mobile: p.mobile,
        kind: problemKinds[key],
        reason: p.reason,
      })),
    )
    .sort((a, b) => a.row - b.row);
}

/** The import's outcome in one sentence. */
export function reportSummary(report: ImportReport): string {
  return (
    `共读取 ${report.rows} 行，成功导入 ${report.imported} 行；` +
    `无效 ${report.invalidCount} 行，文件内重复 ${report.duplicateInFileCount} 行，` +
    `分组中已存在 ${report.duplicateInGroupCount} 行`
  );
}

/** How many left-out rows the report counts but does not list (it lists the first of each kind). */
export const unlistedCount = (report: ImportReport) =>
  report.invalidCount +
  report.duplicateInFileCount +
  report.duplicateInGroupCount -
  report.invalid.length -
  report.duplicateInFile.length -
  report.duplicateInGroup.length;

/** A contact's variables in one line for the table: 城市：北京；会员号：V1. */
export const variablesText = (variables: Record<string, string>) =>
  Object.entries(variables)
    .map(([name, value]) => `${name}：${value}`)
    .join('；');

/** Extensions the import accepts (its bytes decide in the end: the server reads them). */
export const importExtensions = ['xlsx', 'csv'] as const;

/** The sample file the import dialog offers: the header the importer reads, one variable column and two rows. */
export const importSample = {
  fileName: '联系人导入示例.csv',
  // The byte-order mark lets Excel open the Chinese header as UTF-8.
  text: `\uFEFF${[
    [importColumns.name, importColumns.mobile, importColumns.remark, '城市'],
    ['张三', '13800000000', '社区居民', '北京'],
    ['李四', '13900000000', '', '上海'],
  ]
    .map((row) => row.join(','))
    .join('\r\n')}\r\n`,
};

/** Why a chosen file cannot be imported, before sending it; null when it may be sent. */
export function importFileProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return '请选择文件';
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(importExtensions as readonly string[]).includes(extension)) {
    return '仅支持 .xlsx 或 .csv 文件';
  }
  if (file.size > contactLimits.importBytes) {
    return `文件大小超出${contactLimits.importBytes / 1024 / 1024}MB`;
  }
  if (file.size === 0) return '文件是空的';
  return null;
}
