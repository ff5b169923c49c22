import { z } from 'zod';
import { id } from '../ids.ts';
import { hasControlCharacters, mobilePattern } from '../patterns.ts';
import { pageRequest } from './manage.ts';

/**
 * The address book (通讯录, /pe/address_list): a company's groups and the contacts in them. A
 * contact's `variables` are the values of template variables, keyed by the variable's name (the
 * name inside `{…}` in a template, see `variablePattern` in messaging.ts); its name fills neither
 * automatically. A mobile appears once per group. Limits where the spec is silent are ours.
 */
export const contactLimits = {
  groupsPerCompany: 200,
  groupName: 20,
  name: 20,
  remark: 100,
  variablesPerContact: 20,
  variableValue: 200,
  /** Import: one file, up to this many data rows and bytes. */
  importRows: 100_000,
  importBytes: 10 * 1024 * 1024,
  /** An .xlsx is a zip: what its parts may unpack to (a 10 MB workbook of 100,000 rows is ≈60 MB). */
  importUnpackedBytes: 200 * 1024 * 1024,
  /**
   * An .xlsx's shared strings (the distinct texts of its cells, which the reader holds in memory
   * all at once): at most this many, of this many characters together. A 100,000-row book with a
   * name, a remark and five 20-character variables per row holds about 700,000 of 12 million.
   */
  importSharedStrings: 1_000_000,
  importSharedCharacters: 16_000_000,
  /** The import report lists at most this many invalid rows and duplicates each (counts are whole). */
  reportedRows: 1000,
  deletePerCall: 100,
} as const;

/** The import file's header row: these three columns, any further column is a variable. */
export const importColumns = { name: '姓名', mobile: '手机号', remark: '备注' } as const;

/** A template variable's name as the import header and the contact form accept it. */
export const variableNamePattern = /^[A-Za-z_\u4e00-\u9fa5][\w\u4e00-\u9fa5]{0,19}$/;

export const contactMessages = {
  mobileRequired: '请填写手机号',
  mobileInvalid: '请正确填写手机号',
  groupRequired: '请选择分组',
  groupNotFound: '分组不存在',
  groupNameTaken: '分组名称已存在',
  groupsFull: `分组数量已达上限${contactLimits.groupsPerCompany}个`,
  contactNotFound: '联系人不存在',
  mobileTaken: '该分组中已有此手机号',
  fileRequired: '请选择文件',
  fileType: '仅支持 .xlsx 或 .csv 文件',
  fileTooLarge: `文件大小超出${contactLimits.importBytes / 1024 / 1024}MB`,
  fileUnreadable: '文件无法读取，请确认是有效的 .xlsx 或 .csv 文件',
  noMobileColumn: `表头缺少“${importColumns.mobile}”列`,
  unpackedTooLarge: '文件解压后过大，请分成多个文件导入',
  sharedTextTooLarge: '文件中的文字过多，请分成多个文件导入',
  cellTooLong: `文件中有单元格超过${contactLimits.variableValue}个字符，请检查后重新导入`,
  importsBusy: '正在导入的文件较多，请稍后再试',
  tooManyRows: `单次最多导入${contactLimits.importRows.toLocaleString('en-US')}行`,
  noRows: '文件中没有联系人',
} as const;

const shortText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(min, `请填写${label}`)
    .max(max, `${label}不能超过${max}个字符`)
    .refine((v) => !hasControlCharacters(v), `${label}包含非法字符`);

export const contactMobile = z
  .string({ error: contactMessages.mobileRequired })
  .trim()
  .min(1, contactMessages.mobileRequired)
  .regex(mobilePattern, contactMessages.mobileInvalid);

export const contactVariables = z
  .record(
    z.string(),
    z
      .string()
      .trim()
      .max(contactLimits.variableValue, `变量值不能超过${contactLimits.variableValue}个字符`)
      .refine((v) => !hasControlCharacters(v), '变量值包含非法字符'),
  )
  .refine(
    (v) => Object.keys(v).every((name) => variableNamePattern.test(name)),
    '变量名只能包含字母、数字、下划线和汉字，不超过20个字符',
  )
  .refine(
    (v) => Object.keys(v).length <= contactLimits.variablesPerContact,
    `变量不能超过${contactLimits.variablesPerContact}个`,
  );

// ---------------------------------------------------------------------------------------------
// Groups

export const contactGroup = z.object({
  id,
  name: z.string(),
  /** Contacts in the group. */
  count: z.number().int(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ContactGroup = z.infer<typeof contactGroup>;

export const saveGroupRequest = z.object({
  /** Absent: a new group; present: renames it. */
  id: id.optional(),
  name: shortText('分组名称', contactLimits.groupName),
});
export type SaveGroupRequest = z.input<typeof saveGroupRequest>;

export const contactIdRequest = z.object({ id });

// ---------------------------------------------------------------------------------------------
// Contacts

export const contact = z.object({
  id,
  groupId: id,
  groupName: z.string(),
  name: z.string(),
  mobile: z.string(),
  remark: z.string(),
  variables: z.record(z.string(), z.string()),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Contact = z.infer<typeof contact>;

export const contactListRequest = pageRequest.extend({
  /** Absent: every group. */
  groupId: id.optional(),
  /** Part of a name or of a mobile. */
  keyword: z
    .string()
    .trim()
    .max(20, '搜索内容不能超过20个字符')
    .refine((v) => !hasControlCharacters(v), '搜索内容包含非法字符')
    .optional(),
});
export type ContactListRequest = z.input<typeof contactListRequest>;

export const contactSaveRequest = z.object({
  /** Absent: a new contact. */
  id: id.optional(),
  groupId: z.string({ error: contactMessages.groupRequired }).pipe(id),
  name: shortText('姓名', contactLimits.name, 0).default(''),
  mobile: contactMobile,
  remark: shortText('备注', contactLimits.remark, 0).default(''),
  variables: contactVariables.default({}),
});
export type ContactSaveRequest = z.input<typeof contactSaveRequest>;

export const contactDeleteRequest = z.object({
  ids: z
    .array(id, { error: '请选择联系人' })
    .min(1, '请选择联系人')
    .max(contactLimits.deletePerCall, `每次最多删除${contactLimits.deletePerCall}个联系人`),
});

// ---------------------------------------------------------------------------------------------
// Import (multipart: `groupId` field, then `file`)

/** The import's form fields beside the file. */
export const contactImportFields = z.object({
  groupId: z.string({ error: contactMessages.groupRequired }).pipe(id),
});

/** A row the import left out; `row` is its row number in the file (the header is row 1). */
const importProblem = z.object({
  row: z.number().int(),
  mobile: z.string(),
  /** What is wrong, in words the page shows. */
  reason: z.string(),
  /** For a duplicate within the file: the row it repeats. */
  firstRow: z.number().int().nullable(),
});
export type ImportProblem = z.infer<typeof importProblem>;

export const importReport = z.object({
  groupId: id,
  /** Data rows read (blank rows not counted). */
  rows: z.number().int(),
  imported: z.number().int(),
  invalidCount: z.number().int(),
  /** Rows left out as invalid: the mobile does not match spec §5's pattern, or a field is too long. */
  invalid: z.array(importProblem),
  duplicateInFileCount: z.number().int(),
  duplicateInFile: z.array(importProblem),
  duplicateInGroupCount: z.number().int(),
  duplicateInGroup: z.array(importProblem),
  /** Columns after 姓名, 手机号, 备注: the variables the contacts now carry. */
  variables: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReport>;
