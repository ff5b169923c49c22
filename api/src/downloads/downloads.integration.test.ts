import ExcelJS from 'exceljs';
import { parse as parseContentDisposition } from 'content-disposition';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/accounts.ts';
import { codes } from '../contract/codes.ts';
import { apiPrefix, endpoints } from '../contract/endpoints.ts';
import type { ExportFile } from '../contract/schemas/downloads.ts';
import { createNonce, nonceHeader } from '../contract/nonce.ts';
import { newId } from '../db/ids.ts';
import {
  chatbots,
  contactGroups,
  contacts,
  exportFiles,
  roles,
  sendRecipients,
  sendTasks,
  templates,
  users,
} from '../db/schema.ts';
import { dayMs } from '../lib/calendar.ts';
import { openUploadStore, type UploadStore } from '../uploads/store.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import {
  crashedReason,
  expireExports,
  exportLeaseMs,
  exportMaxAttempts,
  exportTurnMs,
  runExports,
} from './exports.ts';
import { exportJobName } from './service.ts';
import { sheetOf } from './sheets.ts';

let t: TestApp;
/** The same files the app's store holds (the app's own is not visible outside its plugin). */
let store: UploadStore;
const woken: string[] = [];
let gold: { companyId: bigint; managerId: bigint };
let trial: { companyId: bigint; managerId: bigint };
const tokens: Record<string, string> = {};
let goldGroup: bigint;
let goldTask: bigint;

async function companyOf(account: string) {
  const [user] = await t.db.select().from(users).where(eq(users.account, account));
  return { companyId: user!.companyId!, managerId: user!.id };
}

async function subAccount(companyId: bigint, account: string, menuNames: string[]) {
  const roleId = newId();
  await t.db.insert(roles).values({ id: roleId, companyId, name: `${account}的角色`, menuNames });
  await t.db.insert(users).values({
    id: newId(),
    companyId,
    account,
    passwordHash: await hashPassword('Export@Sub9'),
    showName: account,
    roleId,
    isChatBotManager: false,
  });
  return t.login(account, 'Export@Sub9');
}

async function addGroup(owner: typeof gold, name: string, people: [string, string][]) {
  const groupId = newId();
  await t.db
    .insert(contactGroups)
    .values({ id: groupId, companyId: owner.companyId, name, createdBy: owner.managerId });
  if (people.length > 0) {
    await t.db.insert(contacts).values(
      people.map(([name, mobile]) => ({
        id: newId(),
        companyId: owner.companyId,
        groupId,
        name,
        mobile,
        remark: `${name}的备注`,
      })),
    );
  }
  return groupId;
}

const create = (input: unknown, token = tokens.manager) =>
  t.call<ExportFile>('downloadCreate', input, { token });
const list = (token = tokens.manager) =>
  t.call<{ total: number; list: ExportFile[] }>('downloadList', {}, { token });
const fileOf = async (id: string, token = tokens.manager) =>
  (await list(token)).body.data.list.find((f) => f.id === id)!;
const run = (using: UploadStore = store) =>
  runExports(
    t.db,
    using,
    () => t.clock.now(),
    (facts, message) => {
      if (message === 'export failed' && using === store) console.error(facts);
    },
  );

/** download/exportFile as the console calls it: raw bytes, or the envelope when refused. */
async function download(id: string, token = tokens.manager!) {
  const res = await t.app.inject({
    method: 'POST',
    url: apiPrefix + endpoints.downloadExportFile.path,
    payload: JSON.stringify({ id }),
    headers: {
      'content-type': 'application/json',
      authorization: token,
      [nonceHeader]: createNonce(token, t.clock.now().getTime()),
    },
  });
  return res;
}

/** The rows of the first sheet of an .xlsx, as exceljs reads them back. */
async function sheetRows(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  t = await buildTestApp({ wakeJob: async (name) => void woken.push(name) });
  store = await openUploadStore(t.dataDir);
  gold = await companyOf('demo_gold');
  trial = await companyOf('demo_trial');
  tokens.manager = await t.login('demo_gold', 'Cctv5G@Gold');
  tokens.trial = await t.login('demo_trial', 'Cctv5G@Trial');
  tokens.addressBook = await subAccount(gold.companyId, 'export_book', [
    'address_list',
    'download_center',
  ]);
  tokens.sender = await subAccount(gold.companyId, 'export_send', [
    'send_record',
    'download_center',
  ]);
  tokens.noCentre = await subAccount(gold.companyId, 'export_nocentre', ['address_list']);

  goldGroup = await addGroup(gold, '老客户', [
    ['张三', '13800000001'],
    ['李四', '13900000002'],
  ]);
  await addGroup(gold, '新客户', [['王五', '13700000003']]);
  await addGroup(trial, '试用单位的分组', [['赵六', '13600000004']]);

  const [template] = await t.db
    .select({ id: templates.id, chatbotId: templates.chatbotId })
    .from(templates)
    .where(eq(templates.companyId, gold.companyId))
    .limit(1);
  const [chatbot] = await t.db
    .select({ id: chatbots.id })
    .from(chatbots)
    .where(eq(chatbots.companyId, gold.companyId))
    .limit(1);
  goldTask = newId();
  const now = t.clock.now();
  await t.db.insert(sendTasks).values({
    id: goldTask,
    companyId: gold.companyId,
    templateId: template!.id,
    chatbotId: template!.chatbotId ?? chatbot!.id,
    name: '双十一会员关怀',
    status: 4,
    request: {},
    recipientCount: 4,
    chargedCount: 4,
    createdBy: gold.managerId,
    startedAt: now,
    createdAt: now,
  });
  const recipient = (seq: number, mobile: string, state: string, cause: string | null) => ({
    taskId: goldTask,
    seq,
    companyId: gold.companyId,
    mobile,
    name: `客户${seq}`,
    carrier: 'cmcc',
    capability: 'rcs',
    state,
    cause,
    submittedAt: now,
  });
  await t.db
    .insert(sendRecipients)
    .values([
      recipient(1, '13800000001', 'delivered5g', null),
      recipient(2, '13800000002', 'failed', 'vacant'),
      recipient(3, '13800000003', 'read', null),
      recipient(4, '13800000004', 'failed', 'terminal'),
    ]);
});
afterAll(() => t.close());

describe('download/create: validation', () => {
  it.each([
    [{}, '导出类型无效'],
    [{ kind: 'everything' }, '导出类型无效'],
    [{ kind: 'contacts', groupId: 'abc' }, 'id 格式错误'],
    [{ kind: 'bills', queryType: 9, startDay: '20261101', endDay: '20261122' }, '账单类别无效'],
    [{ kind: 'bills', queryType: 1, startDay: '2026-11-01', endDay: '20261122' }, 'yyyymmdd'],
    [{ kind: 'sendRecords', startDay: '2026-02-30' }, 'yyyy-MM-dd'],
    [{ kind: 'taskRecipients', taskId: '1', state: 'lost' }, '状态无效'],
  ])('refuses %j with a clear message and writes nothing', async (input, message) => {
    const before = await t.rows('export_files');
    const res = await create(input);
    expect(res.body.code).toBe(codes.invalidRequest);
    expect(res.body.msg).toContain(message);
    expect(await t.rows('export_files')).toBe(before);
  });

  it('refuses a bill range that ends before it starts', async () => {
    const before = await t.rows('export_files');
    const res = await create({
      kind: 'bills',
      queryType: 1,
      startDay: '20261120',
      endDay: '20261101',
    });
    expect(res.body).toMatchObject({ code: codes.invalidRequest, msg: '结束时间不能早于开始时间' });
    expect(await t.rows('export_files')).toBe(before);
  });
});

describe('download/create: who may export what', () => {
  const kinds = () => ({
    contacts: { kind: 'contacts' },
    sendRecords: { kind: 'sendRecords' },
    taskRecipients: { kind: 'taskRecipients', taskId: goldTask.toString() },
    bills: { kind: 'bills', queryType: 1, startDay: '20261101', endDay: '20261122' },
  });
  // The permission of the page the data comes from (address_list, send_record, the account centre).
  const allowed: Record<string, string[]> = {
    manager: ['contacts', 'sendRecords', 'taskRecipients', 'bills'],
    addressBook: ['contacts'],
    sender: ['sendRecords', 'taskRecipients'],
    noCentre: ['contacts'],
  };

  it.each(Object.keys(allowed))('%s', async (who) => {
    for (const [kind, input] of Object.entries(kinds())) {
      const before = await t.rows('export_files');
      const res = await create(input, tokens[who]);
      if (allowed[who]!.includes(kind)) {
        expect(res.body.code, `${who} ${kind}`).toBe(0);
        expect(res.body.data).toMatchObject({ kind, state: 'queued', progress: 0 });
      } else {
        expect(res.body.code, `${who} ${kind}`).toBe(codes.noPermission);
        expect(await t.rows('export_files')).toBe(before);
      }
    }
  });

  it('wakes the export job for each export created', () => {
    expect(woken.length).toBeGreaterThan(0);
    expect(new Set(woken)).toEqual(new Set([exportJobName]));
  });

  it('needs download_center to list and download', async () => {
    const [file] = (await list()).body.data.list;
    expect((await list(tokens.noCentre)).body.code).toBe(codes.noPermission);
    const refused = await download(file!.id, tokens.noCentre);
    expect(refused.json()).toMatchObject({ code: codes.noPermission, data: null });
  });

  it('lists and serves each file only to those who may make its kind', async () => {
    await create({ kind: 'contacts' }, tokens.addressBook!);
    await create({ kind: 'sendRecords' }, tokens.sender!);
    await run();
    const everyFile = async (token: string) =>
      (
        await t.call<{ total: number; list: ExportFile[] }>(
          'downloadList',
          { pageSize: 100 },
          { token },
        )
      ).body.data;
    const all = (await everyFile(tokens.manager!)).list;
    const ofKind = (kind: string) => all.find((f) => f.kind === kind && f.state === 'ready')!;
    const kindsSeenBy = async (token: string) =>
      new Set((await everyFile(token)).list.map((f) => f.kind));

    // The download centre alone opens no file: bills are the main account's, the rest need their pages.
    const centreOnly = await subAccount(gold.companyId, 'export_centre', ['download_center']);
    expect(await everyFile(centreOnly)).toEqual({ total: 0, list: [] });
    expect(await kindsSeenBy(tokens.addressBook!)).toEqual(new Set(['contacts']));
    expect(await kindsSeenBy(tokens.sender!)).toEqual(new Set(['sendRecords', 'taskRecipients']));
    expect(await kindsSeenBy(tokens.manager!)).toEqual(
      new Set(['bills', 'contacts', 'sendRecords', 'taskRecipients']),
    );

    const refused = { code: codes.notFound, msg: '文件不存在' };
    expect((await download(ofKind('bills').id, centreOnly)).json()).toMatchObject(refused);
    expect((await download(ofKind('sendRecords').id, tokens.addressBook!)).json()).toMatchObject(
      refused,
    );
    expect((await download(ofKind('contacts').id, tokens.addressBook!)).statusCode).toBe(200);
  });
});

describe('isolation between companies', () => {
  it("cannot export another company's task or group", async () => {
    const before = await t.rows('export_files');
    const task = await create(
      { kind: 'taskRecipients', taskId: goldTask.toString() },
      tokens.trial,
    );
    expect(task.body).toMatchObject({ code: codes.notFound, msg: '发送任务不存在' });
    const group = await create({ kind: 'contacts', groupId: goldGroup.toString() }, tokens.trial);
    expect(group.body).toMatchObject({ code: codes.notFound, msg: '分组不存在' });
    expect(await t.rows('export_files')).toBe(before);
  });

  it("neither lists nor serves another company's files", async () => {
    const goldFiles = (await list()).body.data.list;
    expect(goldFiles.length).toBeGreaterThan(0);
    expect((await list(tokens.trial)).body.data.list).toEqual([]);
    await run();
    const ready = (await list()).body.data.list.find((f) => f.state === 'ready')!;
    expect((await download(ready.id, tokens.trial)).json()).toMatchObject({
      code: codes.notFound,
      msg: '文件不存在',
    });
  });

  it("a whole-book export holds only the company's own contacts", async () => {
    const trialExport = await create({ kind: 'contacts' }, tokens.trial);
    await run();
    const res = await download(trialExport.body.data.id, tokens.trial);
    const rows = await sheetRows(res.rawPayload);
    expect(rows.slice(1).map((r) => [r[1], r[2]])).toEqual([['13600000004', '试用单位的分组']]);
  });
});

describe('an export from creation to download', () => {
  it('contacts of one group: queued, then ready with size, then the xlsx with those rows', async () => {
    const created = await create({ kind: 'contacts', groupId: goldGroup.toString() });
    expect(created.body.data).toMatchObject({
      state: 'queued',
      size: null,
      fileName: '通讯录_老客户_202611220900.xlsx',
    });
    expect(new Date(created.body.data.expireTime).getTime()).toBe(
      t.clock.now().getTime() + 7 * dayMs,
    );
    const early = await download(created.body.data.id);
    expect(early.json()).toMatchObject({
      code: codes.invalidRequest,
      msg: '文件正在生成，请稍后再下载',
    });

    await run();
    const file = await fileOf(created.body.data.id);
    expect(file).toMatchObject({ state: 'ready', progress: 100, error: null });

    const res = await download(file.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const disposition = parseContentDisposition(String(res.headers['content-disposition']));
    expect(disposition.type).toBe('attachment');
    expect(disposition.parameters.filename).toBe('通讯录_老客户_202611220900.xlsx');
    expect(res.rawPayload.length).toBe(file.size);
    expect(await sheetRows(res.rawPayload)).toEqual([
      ['姓名', '手机号码', '分组', '备注', '添加时间'],
      [
        '张三',
        '13800000001',
        '老客户',
        '张三的备注',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      ],
      [
        '李四',
        '13900000002',
        '老客户',
        '李四的备注',
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
      ],
    ]);
  });

  it("one task's failed recipients with their causes, numbers masked as the session shows them", async () => {
    const created = await create({
      kind: 'taskRecipients',
      taskId: goldTask.toString(),
      state: 'failed',
    });
    expect(created.body.data.fileName).toBe('任务接收人_双十一会员关怀_202611220900.xlsx');
    await run();
    const rows = await sheetRows((await download(created.body.data.id)).rawPayload);
    expect(rows).toEqual([
      ['序号', '手机号码', '姓名', '运营商', '接收能力', '发送状态', '失败原因', '提交时间'],
      [2, '138****0002', '客户2', '中国移动', '5G消息', '发送失败', '空号', '2026-11-22 09:00'],
      [4, '138****0004', '客户4', '中国移动', '5G消息', '发送失败', '终端异常', '2026-11-22 09:00'],
    ]);
  });

  it('writes numbers in full for a session that confirmed its password, and serves that file only to such a session', async () => {
    const confirmed = await subAccount(gold.companyId, 'export_enquiry', [
      'send_record',
      'detail_enquiry',
      'download_center',
    ]);
    const unlock = await t.call(
      'taskUnlockQuery',
      { password: 'Export@Sub9' },
      { token: confirmed },
    );
    expect(unlock.body.code).toBe(0);
    const created = await create(
      { kind: 'taskRecipients', taskId: goldTask.toString(), state: 'failed' },
      confirmed,
    );
    await run();
    const rows = await sheetRows((await download(created.body.data.id, confirmed)).rawPayload);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['13800000002', '13800000004']);
    expect((await download(created.body.data.id)).json()).toMatchObject({
      code: codes.invalidRequest,
      msg: '该文件含完整手机号码，请先在发送查询中验证登录密码后再下载',
    });
  });

  it('send records with their counts', async () => {
    // The demo data may hold tasks of its own: the name picks this test's.
    const created = await create({
      kind: 'sendRecords',
      name: '会员关怀',
      startDay: '2026-11-22',
      status: 4,
    });
    await run();
    const rows = await sheetRows((await download(created.body.data.id)).rawPayload);
    expect(rows[0]).toEqual([
      '任务名称',
      '模板',
      '状态',
      '接收人数',
      '5G送达',
      '短信送达',
      '已读',
      '失败',
      '未完成',
      '发送时间',
      '创建时间',
      '说明',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        '双十一会员关怀',
        expect.any(String),
        '已发送',
        4,
        1,
        0,
        1,
        2,
        0,
        '2026-11-22 09:00',
        '2026-11-22 09:00',
      ],
    ]);
    const none = await create({ kind: 'sendRecords', name: '会员关怀', endDay: '2026-11-21' });
    await run();
    expect(await sheetRows((await download(none.body.data.id)).rawPayload)).toHaveLength(1);
  });

  it('bills as the account centre shows them', async () => {
    const filter = { queryType: 1, startDay: '20250101', endDay: '20261122' };
    const shown = await t.call<{ total: number; list: Record<string, number | string | null>[] }>(
      'bills',
      { ...filter, page: 1, pageSize: 100 },
      { token: tokens.manager },
    );
    expect(shown.body.data.total).toBeGreaterThan(0);
    const created = await create({ kind: 'bills', ...filter });
    expect(created.body.data.fileName).toBe('账单明细_5G消息_20250101-20261122_202611220900.xlsx');
    await run();
    const rows = await sheetRows((await download(created.body.data.id)).rawPayload);
    expect(rows[0]).toEqual([
      '日期',
      '类型',
      '说明',
      '变动前',
      '变动',
      '变动后',
      '服务天数',
      '记账时间',
    ]);
    const kindNames: Record<number, string> = { 1: '订购', 3: '调整', 4: '消费', 6: '退款' };
    expect(rows.slice(1).map((r) => r.slice(0, 6))).toEqual(
      shown.body.data.list.map((b) => [
        `${String(b.billDay).slice(0, 4)}-${String(b.billDay).slice(4, 6)}-${String(b.billDay).slice(6)}`,
        kindNames[b.billType as number] ?? '',
        b.desc,
        b.oriQuantity,
        b.billQuantity,
        b.balance,
      ]),
    );
  });

  it('updates the progress while it writes, over several batches', async () => {
    const people = Array.from(
      { length: 2500 },
      (_, i) => [`客户${i}`, `135${String(i).padStart(8, '0')}`] as [string, string],
    );
    const group = await addGroup(gold, '大批客户', people);
    const created = await create({ kind: 'contacts', groupId: group.toString() });
    const progressAtStore: number[] = [];
    const watching: UploadStore = {
      ...store,
      put: async (name, bytes, mime) => {
        const [row] = await t.db
          .select({ progress: exportFiles.progress, state: exportFiles.state })
          .from(exportFiles)
          .where(eq(exportFiles.id, BigInt(created.body.data.id)));
        progressAtStore.push(row!.progress);
        expect(row!.state).toBe('generating');
        return store.put(name, bytes, mime);
      },
    };
    await run(watching);
    // Batches of 1,000 of 2,500: 40 %, 80 %, then 99 % until the file is stored.
    expect(progressAtStore).toEqual([99]);
    const rows = await sheetRows((await download(created.body.data.id)).rawPayload);
    expect(rows).toHaveLength(2501);
    expect(rows[2500]![1]).toBe('13500002499');
  });
});

describe('sharing the service', () => {
  it('gives timers and sockets a turn between the batches it reads', async () => {
    const people = Array.from(
      { length: 3500 },
      (_, i) => [`轮转${i}`, `136${String(i).padStart(8, '0')}`] as [string, string],
    );
    const group = await addGroup(gold, '轮转客户', people);
    const sheet = await sheetOf(
      t.db,
      gold.companyId,
      { kind: 'contacts', groupId: group.toString() },
      t.clock.now(),
    );
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns += 1;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const turnsAtBatch: number[] = [];
    for await (const batch of sheet.batches()) {
      expect(batch.length).toBeGreaterThan(0);
      turnsAtBatch.push(turns);
    }
    reading = false;
    expect(turnsAtBatch).toHaveLength(4);
    // Each batch came at least one turn after the one before it.
    for (let i = 1; i < turnsAtBatch.length; i++) {
      expect(turnsAtBatch[i]).toBeGreaterThan(turnsAtBatch[i - 1]!);
    }
  });
});

describe('failure and expiry', () => {
  it('a file that cannot be stored fails with a reason in Chinese', async () => {
    const created = await create({ kind: 'contacts' });
    const broken: UploadStore = {
      ...store,
      put: async () => {
        throw new Error('disk full');
      },
    };
    expect(await run(broken)).toEqual({ made: 0, failed: 1 });
    expect(await fileOf(created.body.data.id)).toMatchObject({
      state: 'failed',
      error: '生成文件时出错，请重新导出',
    });
    expect((await download(created.body.data.id)).json()).toMatchObject({
      code: codes.invalidRequest,
      msg: '文件生成失败，请重新导出',
    });
  });

  it('after 7 days a file shows 已过期, cannot be downloaded, and housekeeping deletes it', async () => {
    const created = await create({ kind: 'contacts', groupId: goldGroup.toString() });
    await run();
    const [row] = await t.db
      .select()
      .from(exportFiles)
      .where(eq(exportFiles.id, BigInt(created.body.data.id)));
    await expect(store.get(row!.storageKey!)).resolves.toBeInstanceOf(Buffer);

    t.clock.advance(7 * dayMs - 1000);
    // Sessions do not last a week.
    tokens.manager = await t.login('demo_gold', 'Cctv5G@Gold');
    expect((await fileOf(created.body.data.id)).state).toBe('ready');
    expect(await expireExports(t.db, store, t.clock.now())).toBe(0);

    t.clock.advance(1000);
    tokens.manager = await t.login('demo_gold', 'Cctv5G@Gold');
    expect((await fileOf(created.body.data.id)).state).toBe('expired');
    expect((await download(created.body.data.id)).json()).toMatchObject({
      code: codes.notFound,
      msg: '文件已过期，请重新导出',
    });
    const expired = await expireExports(t.db, store, t.clock.now());
    expect(expired).toBeGreaterThanOrEqual(1);
    const [after] = await t.db
      .select({ storageKey: exportFiles.storageKey })
      .from(exportFiles)
      .where(
        and(
          eq(exportFiles.id, BigInt(created.body.data.id)),
          eq(exportFiles.companyId, gold.companyId),
        ),
      );
    expect(after!.storageKey).toBeNull();
    await expect(store.get(row!.storageKey!)).rejects.toThrow();
    // Still listed, as expired.
    expect((await fileOf(created.body.data.id)).state).toBe('expired');
  });
});

describe('a worker that crashed while generating', () => {
  /** A file as a worker left it when it died: generating, part written, its lease still running. */
  async function leftGenerating(attempts: number) {
    await run();
    const created = await create({ kind: 'contacts', groupId: goldGroup.toString() });
    const id = BigInt(created.body.data.id);
    await t.db
      .update(exportFiles)
      .set({
        state: 'generating',
        progress: 40,
        attempts,
        leasedUntil: new Date(t.clock.now().getTime() + exportLeaseMs),
      })
      .where(eq(exportFiles.id, id));
    return created.body.data.id;
  }

  it('is left alone while its lease lasts, then the next sweep makes the file from scratch', async () => {
    const id = await leftGenerating(1);
    expect(await run()).toEqual({ made: 0, failed: 0 });
    expect(await fileOf(id)).toMatchObject({ state: 'generating', progress: 40 });

    t.clock.advance(exportLeaseMs);
    expect(await run()).toEqual({ made: 1, failed: 0 });
    expect(await fileOf(id)).toMatchObject({ state: 'ready', progress: 100 });
    const [row] = await t.db
      .select()
      .from(exportFiles)
      .where(eq(exportFiles.id, BigInt(id)));
    expect(row).toMatchObject({ attempts: 2, leasedUntil: null });
    const rows = await sheetRows((await download(id)).rawPayload);
    expect(rows.map((r) => r[1])).toEqual(['手机号码', '13800000001', '13900000002']);
  });

  it(`fails with a reason in Chinese once it was started ${exportMaxAttempts} times`, async () => {
    const id = await leftGenerating(exportMaxAttempts);
    t.clock.advance(exportLeaseMs);
    expect(await run()).toEqual({ made: 0, failed: 1 });
    expect(await fileOf(id)).toMatchObject({ state: 'failed', error: crashedReason });
    expect(await run()).toEqual({ made: 0, failed: 0 });
  });

  it('a worker that lost its lease to another cannot finish the file a second time', async () => {
    await run();
    const created = await create({ kind: 'contacts', groupId: goldGroup.toString() });
    let taker: Awaited<ReturnType<typeof run>> | undefined;
    const stalled: UploadStore = {
      ...store,
      put: async (name, bytes, mime) => {
        // This worker stalls past its lease; the next sweep takes the file over meanwhile.
        t.clock.advance(exportLeaseMs + 1);
        taker = await run();
        return store.put(name, bytes, mime);
      },
    };
    expect(await run(stalled)).toEqual({ made: 0, failed: 0 });
    expect(taker).toEqual({ made: 1, failed: 0 });
    const [row] = await t.db
      .select()
      .from(exportFiles)
      .where(eq(exportFiles.id, BigInt(created.body.data.id)));
    expect(row).toMatchObject({ state: 'ready', attempts: 2 });
    await expect(store.get(row!.storageKey!)).resolves.toBeInstanceOf(Buffer);
    expect(await sheetRows((await download(created.body.data.id)).rawPayload)).toHaveLength(3);
  });
});

describe('companies taking turns', () => {
  const made = async () => {
    const ready: string[] = [];
    await runExports(
      t.db,
      store,
      () => t.clock.now(),
      (facts, message) => {
        if (message === 'export ready') ready.push((facts as { exportId: string }).exportId);
      },
    );
    return ready;
  };

  it("makes another company's one export after the first of five queued before it", async () => {
    await made();
    t.clock.advance(exportTurnMs + 1000);
    tokens.manager = await t.login('demo_gold', 'Cctv5G@Gold');
    tokens.trial = await t.login('demo_trial', 'Cctv5G@Trial');
    const group = await addGroup(gold, '轮流', [['甲', '13800001001']]);
    const many = [];
    for (let i = 0; i < 5; i++) {
      many.push((await create({ kind: 'contacts', groupId: group.toString() })).body.data.id);
    }
    const small = (await create({ kind: 'contacts' }, tokens.trial)).body.data.id;
    expect(await made()).toEqual([many[0], small, ...many.slice(1)]);
  });

  it('leaves a company waiting while another instance makes one of its files', async () => {
    await made();
    t.clock.advance(exportTurnMs + 1000);
    tokens.manager = await t.login('demo_gold', 'Cctv5G@Gold');
    tokens.trial = await t.login('demo_trial', 'Cctv5G@Trial');
    const theirs = (await create({ kind: 'contacts' })).body.data.id;
    const queued = (await create({ kind: 'contacts' })).body.data.id;
    const small = (await create({ kind: 'contacts' }, tokens.trial)).body.data.id;
    // Another instance holds the first file while its lease lasts.
    await t.db
      .update(exportFiles)
      .set({
        state: 'generating',
        attempts: 1,
        leasedUntil: new Date(t.clock.now().getTime() + exportLeaseMs),
      })
      .where(eq(exportFiles.id, BigInt(theirs)));
    expect(await made()).toEqual([small]);
    expect((await fileOf(queued)).state).toBe('queued');
    // Once that instance is done, the company's next file is made.
    await t.db
      .update(exportFiles)
      .set({ state: 'failed', leasedUntil: null })
      .where(eq(exportFiles.id, BigInt(theirs)));
    expect(await made()).toEqual([queued]);
  });
});
