import { mobilePattern } from '../contract/patterns.ts';
import { hasControlCharacters } from '../contract/patterns.ts';
import { contactLimits, type ImportProblem } from '../contract/schemas/contacts.ts';
import type { ImportRow } from './import-file.ts';

export type ImportSorting = {
  accepted: ImportRow[];
  invalid: ImportProblem[];
  duplicateInFile: ImportProblem[];
  duplicateInGroup: ImportProblem[];
};

/**
 * A mobile as people write it in a sheet, as the platform keeps it: spaces, hyphens, dots and
 * brackets dropped, and the country code (+86, 0086, 86) taken off a mainland number.
 */
export function importedMobile(text: string): string {
  const compact = text.replace(/[\s\-.()（）]/g, '');
  return compact.replace(/^(?:\+86|0086|86)(?=1\d{10}$)/, '');
}

/** Why a row cannot become a contact, or null when it can. */
export function rowProblem(row: ImportRow): string | null {
  if (!row.mobile) return '手机号为空';
  if (!mobilePattern.test(row.mobile)) return '手机号格式错误';
  if (row.name.length > contactLimits.name) return `姓名超过${contactLimits.name}个字符`;
  if (row.remark.length > contactLimits.remark) return `备注超过${contactLimits.remark}个字符`;
  const values = Object.values(row.variables);
  if (values.some((v) => v.length > contactLimits.variableValue)) {
    return `变量值超过${contactLimits.variableValue}个字符`;
  }
  if ([row.name, row.remark, ...values].some((v) => hasControlCharacters(v))) return '包含非法字符';
  return null;
}

/**
 * Sorts an import's rows, in file order: invalid rows out, then a mobile seen before in the file
 * (the first occurrence stays), then one already in the group (left as it is). The rest is imported.
 */
export function sortImportRows(
  rows: readonly ImportRow[],
  inGroup: ReadonlySet<string>,
): ImportSorting {
  const sorting: ImportSorting = {
    accepted: [],
    invalid: [],
    duplicateInFile: [],
    duplicateInGroup: [],
  };
  const firstRowOf = new Map<string, number>();
  for (const written of rows) {
    const row = { ...written, mobile: importedMobile(written.mobile) };
    const problem = rowProblem(row);
    const found = { row: row.row, mobile: row.mobile };
    if (problem) {
      sorting.invalid.push({ ...found, reason: problem, firstRow: null });
      continue;
    }
    const firstRow = firstRowOf.get(row.mobile);
    if (firstRow !== undefined) {
      sorting.duplicateInFile.push({ ...found, reason: `与第${firstRow}行重复`, firstRow });
      continue;
    }
    firstRowOf.set(row.mobile, row.row);
    if (inGroup.has(row.mobile)) {
      sorting.duplicateInGroup.push({ ...found, reason: '分组中已有此手机号', firstRow: null });
      continue;
    }
    sorting.accepted.push(row);
  }
  return sorting;
}
