import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/accounts.ts';
import { codes } from '../contract/codes.ts';
import type { Contact, ContactGroup, ImportReport } from '../contract/schemas/contacts.ts';
import { newId } from '../db/ids.ts';
import { contacts, roles, users } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { takeWorkSlot } from '../http/work-slots.ts';
import { importSlots } from './import.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

let t: TestApp;
let gold: string;
let sub: string;
let trial: string;
let operator: string;
let pending: string;
let subWithout: string;
let goldCompanyId: bigint;

beforeAll(async () => {
  t = await buildTestApp();
  goldCompanyId = (await t.user('demo_gold')).companyId!;
  // A sub-account whose role grants everything but the address book.
  const roleId = newId();
  await t.db
    .insert(roles)
    .values({ id: roleId, companyId: goldCompanyId, name: '只看模板', menuNames: ['my_tpl'] });
  await t.db.insert(users).values({
    id: newId(),
    companyId: goldCompanyId,
    account: 'contacts_none',
    passwordHash: await hashPassword('Contact@Sub9'),
    showName: '无通讯录权限',
    roleId,
    isChatBotManager: false,
  });
});
// Tokens rotate after 30 minutes of (test) clock; a fresh sign-in per test keeps them current.
beforeEach(async () => {
  [[gold, sub, trial, operator, pending], subWithout] = await Promise.all([
    t.loginDemo('gold', 'sub', 'trial', 'operator', 'pending'),
    t.login('contacts_none', 'Contact@Sub9'),
  ]);
});
afterAll(() => t.close());

async function newGroup(token: string, name: string) {
  const res = await t.call<ContactGroup>('contactSaveGroup', { name }, { token });
  expect(res.body.msg).toBe('成功');
  return res.body.data;
}

async function addContact(token: string, input: Record<string, unknown>) {
  const res = await t.call<Contact>('contactSave', input, { token });
  expect(res.body.msg).toBe('成功');
  return res.body.data;
}

/** POSTs the import as the browser does: the group id field, then the file. */
const importFile = (
  token: string,
  groupId: string | undefined,
  file?: { name: string; data: Buffer | string },
) =>
  t.upload<ImportReport>('/api/platform/contact/import', token, [
    ...(groupId === undefined ? [] : [{ name: 'groupId', data: groupId }]),
    ...(file ? [{ name: 'file', filename: file.name, data: file.data }] : []),
  ]);

/** An .xlsx as Excel writes it: numbers as numbers, a rich-text cell, a formula with its result. */
async function workbook(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('通讯录');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const groupContacts = (groupId: string) =>
  t.db
    .select()
    .from(contacts)
    .where(eq(contacts.groupId, BigInt(groupId)));

describe('groups', () => {
  it('creates, renames and lists groups with their counts; names are unique per company', async () => {
    const group = await newGroup(gold, '重点客户');
    expect(group).toMatchObject({ name: '重点客户', count: 0 });
    await addContact(gold, { groupId: group.id, name: '张三', mobile: '13800000001' });

    const renamed = await t.call<ContactGroup>(
      'contactSaveGroup',
      { id: group.id, name: '  重要客户 ' },
      { token: gold },
    );
    expect(renamed.body.data).toMatchObject({ id: group.id, name: '重要客户', count: 1 });

    const taken = await t.call('contactSaveGroup', { name: '重要客户' }, { token: gold });
    expect(taken.body).toMatchObject({ code: codes.invalidRequest, msg: '分组名称已存在' });
    await newGroup(gold, '其他分组');
    const renameTaken = await t.call(
      'contactSaveGroup',
      { id: group.id, name: '其他分组' },
      { token: gold },
    );
    expect(renameTaken.body.msg).toBe('分组名称已存在');

    // Another company may use the same name.
    await newGroup(trial, '重要客户');

    const list = await t.call<ContactGroup[]>('contactGroups', {}, { token: gold });
    const mine = list.body.data.find((g) => g.id === group.id);
    expect(mine).toMatchObject({ name: '重要客户', count: 1 });
    expect(list.body.data.filter((g) => g.name === '重要客户')).toHaveLength(1);
  });

  it('refuses a bad name and writes nothing', async () => {
    const before = await t.rows('contact_groups');
    for (const [input, msg] of [
      [{}, '请填写分组名称'],
      [{ name: '   ' }, '请填写分组名称'],
      [{ name: '分'.repeat(21) }, '分组名称不能超过20个字符'],
      [{ name: 'a\u0000b' }, '分组名称包含非法字符'],
      [{ id: 'x', name: '好名字' }, 'id 格式错误'],
    ] as const) {
      const res = await t.call('contactSaveGroup', input, { token: gold });
      expect(res.body, JSON.stringify(input)).toMatchObject({ code: codes.invalidRequest, msg });
      expect(res.status).toBe(400);
    }
    expect(await t.rows('contact_groups')).toBe(before);
  });

  it('deletes a group with its contacts', async () => {
    const group = await newGroup(gold, '待删除');
    await addContact(gold, { groupId: group.id, mobile: '13800000002' });
    await addContact(gold, { groupId: group.id, mobile: '13800000003' });
    expect(await groupContacts(group.id)).toHaveLength(2);

    const res = await t.call('contactDeleteGroup', { id: group.id }, { token: gold });
    expect(res.body.code).toBe(0);
    expect(await groupContacts(group.id)).toHaveLength(0);
    const again = await t.call('contactDeleteGroup', { id: group.id }, { token: gold });
    expect(again.body).toMatchObject({ code: codes.notFound, msg: '分组不存在' });
  });
});

describe('contacts', () => {
  it('adds, edits, moves, searches, pages and deletes contacts', async () => {
    const group = await newGroup(gold, '搜索用');
    const other = await newGroup(gold, '搜索用二');
    const added = await addContact(gold, {
      groupId: group.id,
      name: ' 欧阳修 ',
      mobile: '13511112222',
      remark: '宋代',
      variables: { 城市: '吉州', code: 'A1' },
    });
    expect(added).toMatchObject({
      name: '欧阳修',
      mobile: '13511112222',
      remark: '宋代',
      groupName: '搜索用',
      variables: { 城市: '吉州', code: 'A1' },
    });
    for (let i = 0; i < 12; i++) {
      await addContact(gold, { groupId: group.id, name: `成员${i}`, mobile: `1360000${1000 + i}` });
    }

    const byName = await t.call<{ total: number; list: Contact[] }>(
      'contactList',
      { groupId: group.id, keyword: '欧阳' },
      { token: gold },
    );
    expect(byName.body.data.list.map((c) => c.id)).toEqual([added.id]);
    const byMobile = await t.call<{ total: number; list: Contact[] }>(
      'contactList',
      { groupId: group.id, keyword: '1112' },
      { token: gold },
    );
    expect(byMobile.body.data.list.map((c) => c.id)).toEqual([added.id]);
    // % and _ are text, not wildcards.
    const wildcard = await t.call<{ total: number }>(
      'contactList',
      { groupId: group.id, keyword: '%' },
      { token: gold },
    );
    expect(wildcard.body.data.total).toBe(13);

    const page2 = await t.call<{ total: number; list: Contact[] }>(
      'contactList',
      { groupId: group.id, page: 2, pageSize: 10 },
      { token: gold },
    );
    expect(page2.body.data.total).toBe(13);
    expect(page2.body.data.list).toHaveLength(3);

    const edited = await addContact(gold, {
      id: added.id,
      groupId: other.id,
      name: '欧阳永叔',
      mobile: '13511112223',
    });
    expect(edited).toMatchObject({
      id: added.id,
      groupId: other.id,
      groupName: '搜索用二',
      name: '欧阳永叔',
      mobile: '13511112223',
      remark: '',
      variables: {},
    });

    const deleted = await t.call('contactDelete', { ids: [added.id] }, { token: gold });
    expect(deleted.body.code).toBe(0);
    const gone = await t.call<{ total: number }>(
      'contactList',
      { groupId: other.id },
      { token: gold },
    );
    expect(gone.body.data.total).toBe(0);
  });

  it('keeps a mobile once per group', async () => {
    const group = await newGroup(gold, '唯一性');
    const second = await newGroup(gold, '唯一性二');
    const first = await addContact(gold, { groupId: group.id, mobile: '13700000001' });
    const other = await addContact(gold, { groupId: group.id, mobile: '13700000002' });
    const before = await t.rows('contacts');

    const again = await t.call(
      'contactSave',
      { groupId: group.id, mobile: '13700000001' },
      {
        token: gold,
      },
    );
    expect(again.body).toMatchObject({ code: codes.invalidRequest, msg: '该分组中已有此手机号' });
    const editInto = await t.call(
      'contactSave',
      { id: other.id, groupId: group.id, mobile: '13700000001' },
      { token: gold },
    );
    expect(editInto.body.msg).toBe('该分组中已有此手机号');
    // Saving a contact unchanged is not a clash with itself; another group may hold the number.
    await addContact(gold, { id: first.id, groupId: group.id, mobile: '13700000001' });
    await addContact(gold, { groupId: second.id, mobile: '13700000001' });
    expect(await t.rows('contacts')).toBe(before + 1);
  });

  it('refuses bad input and writes nothing', async () => {
    const group = await newGroup(gold, '校验');
    const before = await t.rows('contacts');
    for (const [input, msg] of [
      [{ groupId: group.id }, '请填写手机号'],
      [{ groupId: group.id, mobile: '' }, '请填写手机号'],
      [{ groupId: group.id, mobile: '12800000000' }, '请正确填写手机号'],
      [{ groupId: group.id, mobile: '1380000000' }, '请正确填写手机号'],
      [{ groupId: group.id, mobile: '138000000001' }, '请正确填写手机号'],
      [{ mobile: '13800000000' }, '请选择分组'],
      [{ groupId: group.id, mobile: '13800000000', name: '名'.repeat(21) }, '姓名不能超过20个字符'],
      [
        { groupId: group.id, mobile: '13800000000', remark: '备'.repeat(101) },
        '备注不能超过100个字符',
      ],
      [
        { groupId: group.id, mobile: '13800000000', variables: { 'bad name': 'x' } },
        '变量名只能包含字母、数字、下划线和汉字，不超过20个字符',
      ],
      [
        { groupId: group.id, mobile: '13800000000', variables: { 城市: 'x'.repeat(201) } },
        '变量值不能超过200个字符',
      ],
    ] as const) {
      const res = await t.call('contactSave', input, { token: gold });
      expect(res.body, JSON.stringify(input)).toMatchObject({ code: codes.invalidRequest, msg });
    }
    for (const [input, msg] of [
      [{}, '请选择联系人'],
      [{ ids: [] }, '请选择联系人'],
      [{ ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) }, '每次最多删除100个联系人'],
    ] as const) {
      const res = await t.call('contactDelete', input, { token: gold });
      expect(res.body).toMatchObject({ code: codes.invalidRequest, msg });
    }
    const list = await t.call('contactList', { pageSize: 101 }, { token: gold });
    expect(list.body).toMatchObject({ code: codes.invalidRequest, msg: '每页最多100条' });
    expect(await t.rows('contacts')).toBe(before);
  });
});

describe('who may use the address book', () => {
  it('lets the manager and sub-accounts with address_list in, and nobody else', async () => {
    const group = await newGroup(gold, '权限');
    const allowed = await t.call<Contact>(
      'contactSave',
      { groupId: group.id, mobile: '13600000077' },
      { token: sub },
    );
    expect(allowed.body.code).toBe(0);
    expect((await t.call('contactList', { groupId: group.id }, { token: sub })).body.code).toBe(0);

    const before = await t.rows('contacts');
    for (const token of [subWithout, operator, pending]) {
      for (const [name, input] of [
        ['contactGroups', {}],
        ['contactSaveGroup', { name: '越权' }],
        ['contactDeleteGroup', { id: group.id }],
        ['contactList', {}],
        ['contactSave', { groupId: group.id, mobile: '13600000078' }],
        ['contactDelete', { ids: [allowed.body.data.id] }],
      ] as const) {
        const res = await t.call(name, input, { token });
        expect(res.body.code, name).toBe(codes.noPermission);
      }
      const imported = await importFile(token, group.id, {
        name: 'a.csv',
        data: '手机号\n13600000079\n',
      });
      expect(imported.body.code).toBe(codes.noPermission);
    }
    const anonymous = await t.call('contactGroups', {});
    expect(anonymous.body.code).toBe(codes.sessionExpired);
    expect(await t.rows('contacts')).toBe(before);
  });

  it("keeps each company's address book to itself", async () => {
    const group = await newGroup(gold, '隔离');
    const person = await addContact(gold, {
      groupId: group.id,
      name: '仅本单位',
      mobile: '13600000088',
    });
    const before = await t.rows('contacts');

    const groups = await t.call<ContactGroup[]>('contactGroups', {}, { token: trial });
    expect(groups.body.data.map((g) => g.id)).not.toContain(group.id);
    const list = await t.call<{ total: number; list: Contact[] }>(
      'contactList',
      { keyword: '仅本单位' },
      { token: trial },
    );
    expect(list.body.data.total).toBe(0);
    const listGroup = await t.call<{ total: number }>(
      'contactList',
      { groupId: group.id },
      { token: trial },
    );
    expect(listGroup.body.data.total).toBe(0);

    for (const [name, input] of [
      ['contactSaveGroup', { id: group.id, name: '改名' }],
      ['contactDeleteGroup', { id: group.id }],
      ['contactSave', { groupId: group.id, mobile: '13600000089' }],
      ['contactDelete', { ids: [person.id] }],
    ] as const) {
      const res = await t.call(name, input, { token: trial });
      expect(res.body.code, name).toBe(codes.notFound);
    }
    // Editing another company's contact from one's own group finds nothing either.
    const mine = await newGroup(trial, '自己的');
    const steal = await t.call(
      'contactSave',
      { id: person.id, groupId: mine.id, mobile: '13600000088' },
      { token: trial },
    );
    expect(steal.body).toMatchObject({ code: codes.notFound, msg: '联系人不存在' });
    const imported = await importFile(trial, group.id, {
      name: 'a.csv',
      data: '手机号\n13600000090\n',
    });
    expect(imported.body).toMatchObject({ code: codes.notFound, msg: '分组不存在' });

    expect(await t.rows('contacts')).toBe(before);
    const [kept] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, BigInt(person.id)));
    expect(kept).toMatchObject({ name: '仅本单位', groupId: BigInt(group.id) });
    expect((await t.call('contactGroups', {}, { token: gold })).body.data).toContainEqual(
      expect.objectContaining({ id: group.id, name: '隔离' }),
    );
  });
});

describe('import', () => {
  it('imports one file at a time per company and a few across the service, on every instance', async () => {
    const group = await newGroup(gold, '导入并发');
    const csv = { name: 'contacts-with-bad-rows.csv', data: fixture('contacts-with-bad-rows.csv') };
    const busy = { code: codes.rateLimited, msg: '正在导入的文件较多，请稍后再试' };
    // A slot held as another instance would hold it: in the database, not in this process.
    const goldImport = await takeWorkSlot(t.db, importSlots, goldCompanyId, t.clock.now());
    expect((await importFile(gold, group.id, csv)).body).toMatchObject(busy);
    const trialCompanyId = (await t.user('demo_trial')).companyId!;
    const others = await Promise.all(
      [trialCompanyId, goldCompanyId + 1000n].map((id) =>
        takeWorkSlot(t.db, importSlots, id, t.clock.now()),
      ),
    );
    expect(others.every(Boolean)).toBe(true);
    const trialGroup = await newGroup(trial, '导入并发');
    expect((await importFile(trial, trialGroup.id, csv)).body).toMatchObject(busy);
    for (const release of [goldImport, ...others]) await release!();
    expect((await importFile(gold, group.id, csv)).body.code).toBe(0);
    expect((await importFile(trial, trialGroup.id, csv)).body.code).toBe(0);
  });

  it('frees the slot of an import whose instance died once its lease passes', async () => {
    const group = await newGroup(gold, '导入租约');
    await takeWorkSlot(t.db, importSlots, goldCompanyId, t.clock.now());
    t.clock.advance(importSlots.leaseMs + 1000);
    const res = await importFile(gold, group.id, {
      name: 'contacts-with-bad-rows.csv',
      data: fixture('contacts-with-bad-rows.csv'),
    });
    expect(res.body.code).toBe(0);
  });

  it('imports a CSV, reporting invalid numbers and duplicates with their row numbers', async () => {
    const group = await newGroup(gold, '导入CSV');
    const res = await importFile(gold, group.id, {
      name: 'contacts-with-bad-rows.csv',
      data: fixture('contacts-with-bad-rows.csv'),
    });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      groupId: group.id,
      rows: 7,
      imported: 3,
      invalidCount: 2,
      invalid: [
        { row: 3, mobile: '12345678901', reason: '手机号格式错误', firstRow: null },
        { row: 7, mobile: '1391234567', reason: '手机号格式错误', firstRow: null },
      ],
      duplicateInFileCount: 2,
      duplicateInFile: [
        { row: 4, mobile: '13800138000', reason: '与第2行重复', firstRow: 2 },
        { row: 9, mobile: '13912345678', reason: '与第6行重复', firstRow: 6 },
      ],
      duplicateInGroupCount: 0,
      duplicateInGroup: [],
      variables: ['城市'],
    });
    const rows = await groupContacts(group.id);
    expect(
      rows
        .map((c) => [c.name, c.mobile, c.remark, c.variables])
        .sort((a, b) => (a[1]! < b[1]! ? -1 : 1)),
    ).toEqual([
      ['孙八', '13700001111', '备注, 含逗号', { 城市: '成都' }],
      ['张三', '13800138000', '老客户', { 城市: '北京' }],
      ['赵六', '13912345678', '', { 城市: '深圳' }],
    ]);
    expect(rows.every((c) => c.createdAt.getTime() === t.clock.now().getTime())).toBe(true);
    expect(new Set(rows.map((c) => c.companyId))).toEqual(new Set([goldCompanyId]));
  });

  it('imports an .xlsx as Excel writes it, and leaves numbers already in the group as they are', async () => {
    const group = await newGroup(gold, '导入XLSX');
    await addContact(gold, { groupId: group.id, name: '原有', mobile: '13800000011' });
    const file = await workbook([
      ['手机号', '姓名', '会员号', '备注'],
      [13800000011, '重名', 'V1', ''],
      [13800000012, { richText: [{ text: '富' }, { text: '文本' }] }, 'V2', '甲'],
      [],
      [{ formula: '13800000000+13', result: 13800000013 }, '公式', 12.5, null],
      ['abc', '坏号', 'V4', ''],
      [13800000012, '再次', 'V5', ''],
    ]);
    const res = await importFile(gold, group.id, { name: '通讯录.xlsx', data: file });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({
      rows: 5,
      imported: 2,
      invalid: [{ row: 6, mobile: 'abc', reason: '手机号格式错误', firstRow: null }],
      duplicateInFile: [{ row: 7, mobile: '13800000012', firstRow: 3 }],
      duplicateInGroupCount: 1,
      duplicateInGroup: [{ row: 2, mobile: '13800000011', reason: '分组中已有此手机号' }],
      variables: ['会员号'],
    });
    const rows = await groupContacts(group.id);
    expect(rows.find((c) => c.mobile === '13800000011')).toMatchObject({ name: '原有' });
    expect(rows.find((c) => c.mobile === '13800000012')).toMatchObject({
      name: '富文本',
      remark: '甲',
      variables: { 会员号: 'V2' },
    });
    expect(rows.find((c) => c.mobile === '13800000013')).toMatchObject({
      name: '公式',
      variables: { 会员号: '12.5' },
    });
  });

  it('reads a CSV saved as GBK (GB18030), as Excel in China saves it', async () => {
    const group = await newGroup(gold, '导入GBK');
    // 姓名,手机号 in GBK, then one row, built by bytes: 李雷,13600000099.
    const header = Buffer.from([0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xca, 0xd6, 0xbb, 0xfa, 0xba, 0xc5]);
    const row = Buffer.from([0xc0, 0xee, 0xc0, 0xd7, 0x2c]);
    const data = Buffer.concat([header, Buffer.from('\r\n'), row, Buffer.from('13600000099\r\n')]);
    const res = await importFile(gold, group.id, { name: 'gbk.csv', data });
    expect(res.body.code).toBe(0);
    expect(res.body.data.imported).toBe(1);
    const [person] = await groupContacts(group.id);
    expect(person).toMatchObject({ name: '李雷', mobile: '13600000099' });
  });

  it('refuses an unreadable file whole, with a clear message, and writes nothing', async () => {
    const group = await newGroup(gold, '导入失败');
    const before = await t.rows('contacts');
    const good = await workbook([
      ['姓名', '手机号'],
      ['甲', 13800000021],
    ]);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const cases: [
      string | undefined,
      { name: string; data: Buffer | string } | undefined,
      string,
    ][] = [
      [group.id, { name: 'photo.png', data: png }, '仅支持 .xlsx 或 .csv 文件'],
      [
        group.id,
        { name: 'old.xls', data: Buffer.from('d0cf11e0a1b11ae1', 'hex') },
        '仅支持 .xlsx 或 .csv 文件',
      ],
      [
        group.id,
        { name: 'fake.xlsx', data: '姓名,手机号\n甲,13800000021\n' },
        '文件无法读取，请确认是有效的 .xlsx 或 .csv 文件',
      ],
      [
        group.id,
        { name: 'broken.xlsx', data: Buffer.concat([good.subarray(0, 200), Buffer.alloc(300, 7)]) },
        '文件无法读取，请确认是有效的 .xlsx 或 .csv 文件',
      ],
      [
        group.id,
        { name: 'binary.csv', data: Buffer.from([0x31, 0, 0x32]) },
        '文件无法读取，请确认是有效的 .xlsx 或 .csv 文件',
      ],
      [
        group.id,
        { name: 'no-mobile.csv', data: '姓名,电话\n甲,13800000021\n' },
        '表头缺少“手机号”列',
      ],
      [group.id, { name: 'empty.csv', data: '姓名,手机号\n\n' }, '文件中没有联系人'],
      [
        group.id,
        { name: 'twice.csv', data: '手机号,手机号\n13800000021,13800000022\n' },
        '表头“手机号”重复',
      ],
      [
        group.id,
        { name: 'bad-variable.csv', data: '手机号,会员 号\n13800000021,1\n' },
        '表头“会员 号”不能作为变量名：只能包含字母、数字、下划线和汉字，不超过20个字符',
      ],
      [group.id, undefined, '请选择文件'],
      [undefined, { name: 'a.csv', data: '手机号\n13800000021\n' }, '请选择分组'],
      ['abc', { name: 'a.csv', data: '手机号\n13800000021\n' }, 'id 格式错误'],
    ];
    for (const [groupId, file, msg] of cases) {
      const res = await importFile(gold, groupId, file);
      expect(res.body, file?.name).toMatchObject({ code: codes.invalidRequest, msg });
      expect(res.status).toBe(400);
    }
    expect(await t.rows('contacts')).toBe(before);
  });

  it('holds to its limits: 10 MB and 100,000 rows', async () => {
    const group = await newGroup(gold, '导入上限');
    const before = await t.rows('contacts');
    const tooBig = await importFile(gold, group.id, {
      name: 'big.csv',
      data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x31),
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ code: codes.invalidRequest, msg: '文件大小超出10MB' });

    const lines = (n: number) =>
      ['手机号', ...Array.from({ length: n }, (_, i) => String(13000000000 + i))].join('\n');
    const tooMany = await importFile(gold, group.id, { name: 'many.csv', data: lines(100_001) });
    expect(tooMany.body).toMatchObject({
      code: codes.invalidRequest,
      msg: '单次最多导入100,000行',
    });
    expect(await t.rows('contacts')).toBe(before);

    const full = await importFile(gold, group.id, { name: 'many.csv', data: lines(100_000) });
    expect(full.body.data).toMatchObject({ rows: 100_000, imported: 100_000 });
    expect(await t.rows('contacts')).toBe(before + 100_000);
    const counted = await t.call<ContactGroup[]>('contactGroups', {}, { token: gold });
    expect(counted.body.data.find((g) => g.id === group.id)?.count).toBe(100_000);
  }, 120_000);
});
