import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { codes } from '../contract/codes.ts';
import { templateSendable } from '../contract/messaging-status.ts';
import {
  maskMobile,
  sendMessages,
  type ManageTask,
  type SendPreview,
  type SendTask,
  type SendTaskDetail,
} from '../contract/schemas/sending.ts';
import { newId } from '../db/ids.ts';
import {
  balances,
  billEntries,
  contactGroups,
  contacts,
  deliveryReceipts,
  sendRecipients,
  sendTasks,
  templates,
  usageDaily,
} from '../db/schema.ts';
import { debit } from '../ledger/ledger.ts';
import { compactDayOf, dayMs } from '../lib/calendar.ts';
import { outboxProvider } from '../accounts/messages.ts';
import { GatewayUnavailable, messageIdOf, type MessageGateway } from '../messaging/gateway.ts';
import { simulatedGateway } from '../messaging/simulator.ts';
import { acceptReceipts } from './receipts.ts';
import { resolveRecipients } from './create.ts';
import { openUploadStore } from '../uploads/store.ts';
import { arrearsNote, runDispatch, type SendingDeps } from './dispatch.ts';
import { dispatchJobName, receiptsJobName, scheduleJobName } from './jobs.ts';
import { applyReceipts, finaliseTasks } from './receipts.ts';
import { runSchedule } from './schedule.ts';

let t: TestApp;
let gold: string;
let sub: string;
let trial: string;
let operator: string;
let goldCompanyId: bigint;
let goldManagerId: bigint;
let templateId: string;
let deps: SendingDeps;
let gateway: MessageGateway;

async function signIn() {
  [gold, sub, trial, operator] = await t.loginDemo('gold', 'sub', 'trial', 'operator');
}

/** The simulator's rules by number (simulator.ts): one of each outcome. */
const numbers = {
  vacant: '13800000000',
  terminal: '18600004444',
  blacklist: '18900001111',
  carrierFault: '13800005555',
  readFirst: '13800000001',
  read: '13800000002',
  twice: '18600000003',
  rcs: '13800000004',
  sms: '18900000007',
  unknown: '13800000009',
};

let groupSeq = 0;
/** An address-book group of the gold company, written directly (the contacts API is elsewhere). */
async function group(mobiles: string[], variables: Record<string, string> = {}) {
  const id = newId();
  groupSeq += 1;
  await t.db.insert(contactGroups).values({
    id,
    companyId: goldCompanyId,
    name: `测试分组${groupSeq}`,
    createdBy: goldManagerId,
  });
  if (mobiles.length) {
    await t.db.insert(contacts).values(
      mobiles.map((mobile, i) => ({
        id: newId(),
        companyId: goldCompanyId,
        groupId: id,
        name: `联系人${i + 1}`,
        mobile,
        variables,
      })),
    );
  }
  return id.toString();
}

async function balance() {
  const [row] = await t.db
    .select({ quantity: balances.quantity })
    .from(balances)
    .where(and(eq(balances.companyId, goldCompanyId), eq(balances.category, 1)));
  return row?.quantity ?? 0;
}

/** The balance equals the sum of its entries (every change is one). */
async function expectLedgerConsistent() {
  const [row] = await t.db
    .select({ sum: sql<number>`coalesce(sum(${billEntries.quantity}), 0)::int` })
    .from(billEntries)
    .where(and(eq(billEntries.companyId, goldCompanyId), eq(billEntries.category, 1)));
  expect(row!.sum).toBe(await balance());
}

/** The demo template says {name}: typed numbers get this value unless a test gives its own. */
const nameDefault = { variableDefaults: { name: '客户' } };

async function create(input: Record<string, unknown>) {
  const res = await t.call<SendTaskDetail>(
    'taskCreate',
    { templateId, ...nameDefault, ...input },
    { token: gold },
  );
  expect(res.body.msg).toBe('成功');
  return res.body.data;
}

async function approve(id: string) {
  const res = await t.call('manageReviewTask', { id, approve: true }, { token: operator });
  expect(res.body.code).toBe(0);
}

async function getTask(id: string) {
  return (await t.call<SendTaskDetail>('taskGet', { id }, { token: gold })).body.data;
}

/** What the company's 消息中心 says about one task (by its name), oldest first. */
async function noticesAbout(taskName: string) {
  const res = await t.call<{ list: { title: string; content: string }[] }>(
    'noticeList',
    { pageSize: 100 },
    { token: gold },
  );
  return res.body.data.list
    .filter((n) => n.content.includes(`“${taskName}”`))
    .map((n) => [n.title, n.content])
    .reverse();
}

/** Everything sending has to do now, as the queue's workers do it: schedule, dispatch, receipts. */
async function runSendingJobs() {
  for (const job of [scheduleJobName, dispatchJobName, receiptsJobName]) await t.app.jobs.run(job);
}

/** A task approved and handed over to a gateway that reports nothing back. */
async function handedOverSilently(mobiles: string[]) {
  const created = await create({ mobiles });
  await approve(created.id);
  await runDispatch({ ...deps, gateway: { ...gateway, sendBatch: async () => {} } }, () =>
    t.clock.now(),
  );
  return created;
}

/** Runs every sending step and moves the clock on until the receipts are final. */
async function settle(id: string) {
  for (let i = 0; i < 20; i++) {
    await runSendingJobs();
    const task = await getTask(id);
    if (task.receiptsFinalTime) return task;
    t.clock.advance(3000);
  }
  throw new Error('receipts never became final');
}

/** Small batches, so that a few recipients make several; no pause between them. */
const pace = { batchSize: 4, ratePerSecond: 1_000_000 };

beforeAll(async () => {
  t = await buildTestApp({ sending: pace });
  await signIn();
  const manager = await t.user('demo_gold');
  goldCompanyId = manager.companyId!;
  goldManagerId = manager.id;
  const sendable = (
    await t.db.select().from(templates).where(eq(templates.companyId, goldCompanyId))
  ).find((tpl) => templateSendable(tpl.status) && tpl.expiresAt! > t.clock.now());
  templateId = sendable!.id.toString();
  // The app's own store (same data directory and key) and the same simulator rules.
  gateway = simulatedGateway(t.db, {
    delayMs: 3000,
    receipts: (receipts, options) => acceptReceipts(t.db, receipts, options),
  });
  deps = {
    db: t.db,
    gateway,
    store: await openUploadStore(t.dataDir),
    messageProvider: outboxProvider(t.db),
    ...pace,
  };
});
beforeEach(signIn);
afterAll(() => t.close());

describe('validation: nothing is written on bad input', () => {
  const bad: [string, Record<string, unknown>, string][] = [
    ['no recipients', { mobiles: [], groupIds: [] }, '请填写手机号码或选择通讯录分组'],
    [
      'over 100 typed numbers',
      { mobiles: Array.from({ length: 101 }, (_, i) => `1380000${String(i).padStart(4, '0')}`) },
      '手动输入的号码最多100个',
    ],
    ['a bad time', { mobiles: [numbers.rcs], sendAt: '明天' }, '定时发送时间格式错误'],
    [
      'a time at night (China time)',
      { mobiles: [numbers.rcs], sendAt: '2026-11-22T15:00:00Z' },
      '定时发送时间须在08:00-22:00之间',
    ],
    [
      'a time over 30 days ahead',
      { mobiles: [numbers.rcs], sendAt: '2027-01-05T02:00:00Z' },
      '定时发送时间不能超过30天',
    ],
    [
      'a time past',
      { mobiles: [numbers.rcs], sendAt: '2026-11-21T02:00:00Z' },
      '定时发送时间须晚于当前时间',
    ],
    ['only invalid numbers', { mobiles: ['12345', '1380000'] }, '没有有效的手机号码'],
    ['an unknown group', { groupIds: ['123'] }, '所选分组不存在或已删除'],
    [
      'a bad task name',
      { mobiles: [numbers.rcs], name: 'x'.repeat(31) },
      '任务名称不能超过30个字符',
    ],
  ];
  it.each(bad)('refuses %s', async (_, input, msg) => {
    const before = [await t.rows('send_tasks'), await t.rows('send_recipients')];
    const res = await t.call('taskCreate', { templateId, ...input }, { token: gold });
    expect(res.body.code).toBe(codes.invalidRequest);
    expect(res.body.msg).toContain(msg);
    expect([await t.rows('send_tasks'), await t.rows('send_recipients')]).toEqual(before);
    // The preview refuses what the schema refuses, in the same words.
    if (!msg.startsWith('没有') && !msg.startsWith('所选')) {
      const preview = await t.call('taskPreview', { templateId, ...input }, { token: gold });
      expect(preview.body).toMatchObject({
        code: codes.invalidRequest,
        msg: expect.stringContaining(msg),
      });
    }
  });

  it('refuses a time after the template expires, in the preview and on create', async () => {
    const [template] = await t.db
      .select({ expiresAt: templates.expiresAt })
      .from(templates)
      .where(eq(templates.id, BigInt(templateId)));
    const chinaExpiry = new Date(template!.expiresAt!.getTime() + 8 * 3600_000).toISOString();
    const dayAfter = new Date(template!.expiresAt!.getTime() + 8 * 3600_000 + dayMs);
    const input = {
      templateId,
      mobiles: [numbers.rcs],
      sendAt: `${dayAfter.toISOString().slice(0, 10)}T10:00:00+08:00`,
    };
    const refusal = {
      code: codes.invalidRequest,
      msg: `定时发送时间须早于模板有效期（${chinaExpiry.slice(0, 10)} ${chinaExpiry.slice(11, 16)}），过期的模板不能发送`,
    };
    const before = [await t.rows('send_tasks'), await t.rows('send_recipients')];
    expect((await t.call('taskPreview', input, { token: gold })).body).toMatchObject(refusal);
    expect((await t.call('taskCreate', input, { token: gold })).body).toMatchObject(refusal);
    expect([await t.rows('send_tasks'), await t.rows('send_recipients')]).toEqual(before);
  });

  it('refuses every task endpoint a bad id', async () => {
    for (const name of [
      'taskGet',
      'taskPause',
      'taskResume',
      'taskCancel',
      'taskFailCarrier',
    ] as const) {
      const res = await t.call(name, { id: 'abc' }, { token: gold });
      expect(res.body.code).toBe(codes.invalidRequest);
    }
    const recipients = await t.call('taskRecipients', { id: '1', state: 'lost' }, { token: gold });
    expect(recipients.body.code).toBe(codes.invalidRequest);
    const query = await t.call('taskQuery', { mobile: '1380000' }, { token: gold });
    expect(query.body).toMatchObject({ code: codes.invalidRequest, msg: '手机号码格式错误' });
    const review = await t.call(
      'manageReviewTask',
      { id: '1', approve: false },
      { token: operator },
    );
    expect(review.body).toMatchObject({ code: codes.invalidRequest, msg: '请填写驳回原因' });
    const list = await t.call('taskList', { status: 10 }, { token: gold });
    expect(list.body.code).toBe(codes.invalidRequest);
    const unlock = await t.call('taskUnlockQuery', { password: '' }, { token: gold });
    expect(unlock.body).toMatchObject({ code: codes.invalidRequest, msg: '请输入密码' });
    const carriers = await t.call('taskCarrierInfo', { mobiles: [] }, { token: gold });
    expect(carriers.body).toMatchObject({
      code: codes.invalidRequest,
      msg: '请填写手机号码或选择通讯录分组',
    });
  });

  it('refuses a template of another company and an unknown one', async () => {
    const res = await t.call(
      'taskCreate',
      { templateId, mobiles: [numbers.rcs] },
      { token: trial },
    );
    expect(res.body.code).toBe(codes.notFound);
  });

  it('refuses with 2001 when the balance is short, writing nothing', async () => {
    const groupId = await group(
      Array.from({ length: 30 }, (_, i) => `1390000${String(i).padStart(4, '0')}`),
    );
    const have = await balance();
    await t.db.transaction((tx) =>
      debit(tx, {
        companyId: goldCompanyId,
        category: 1,
        kind: 3,
        quantity: have - 10,
        now: t.clock.now(),
        description: '测试调整',
      }),
    );
    const preview = await t.call<SendPreview>(
      'taskPreview',
      { templateId, groupIds: [groupId] },
      { token: gold },
    );
    expect(preview.body.data).toMatchObject({
      total: 30,
      cost: 30,
      balance: 10,
      balanceAfter: -20,
      shortfall: 20,
    });
    const before = await t.rows('send_tasks');
    const res = await t.call(
      'taskCreate',
      { templateId, groupIds: [groupId], ...nameDefault },
      { token: gold },
    );
    expect(res.body.code).toBe(codes.insufficientBalance);
    expect(res.body.msg).toContain('需30条，当前余额10条');
    expect(await t.rows('send_tasks')).toBe(before);
    await topUp(10_000);
  });
});

async function topUp(quantity: number) {
  const { credit } = await import('../ledger/ledger.ts');
  await t.db.transaction((tx) =>
    credit(tx, {
      companyId: goldCompanyId,
      category: 1,
      kind: 3,
      quantity,
      now: t.clock.now(),
      expiresAt: new Date(t.clock.now().getTime() + 365 * dayMs),
      title: '测试充值',
      description: '测试充值',
    }),
  );
}

describe('access and isolation', () => {
  it('keeps tasks, recipients and the send query within the company', async () => {
    const task = await create({ mobiles: [numbers.rcs] });
    for (const name of ['taskGet', 'taskFailCarrier', 'taskPause', 'taskCancel'] as const) {
      const res = await t.call(name, { id: task.id }, { token: trial });
      expect(res.body.code).toBe(codes.notFound);
    }
    const recipients = await t.call('taskRecipients', { id: task.id }, { token: trial });
    expect(recipients.body.code).toBe(codes.notFound);
    const list = await t.call<{ total: number }>('taskList', {}, { token: trial });
    expect(list.body.data.total).toBe(0);
    const query = await t.call<{ total: number }>(
      'taskQuery',
      { mobile: numbers.rcs },
      { token: trial },
    );
    expect(query.body.data.total).toBe(0);
    // A sub-account with the menus sees the company's tasks.
    const mine = await t.call('taskGet', { id: task.id }, { token: sub });
    expect(mine.body.code).toBe(0);
    // Customers may not review; operators have no company tasks of their own.
    expect((await t.call('manageTasks', {}, { token: gold })).body.code).toBe(codes.noPermission);
    expect((await t.call('taskList', {}, { token: operator })).body.code).toBe(codes.noPermission);
    await t.call('taskCancel', { id: task.id }, { token: gold });
  });
});

describe('preview', () => {
  it('lists invalid and duplicate numbers, carriers, capabilities and the cost', async () => {
    const groupId = await group([
      numbers.rcs,
      numbers.sms,
      '13300000004',
      '13300000004'.replace('04', '05'),
    ]);
    const res = await t.call<SendPreview>(
      'taskPreview',
      {
        templateId,
        mobiles: [numbers.rcs, ' 13800000004 ', '12345678901', 'abc', numbers.unknown, ''],
        groupIds: [groupId],
      },
      { token: gold },
    );
    const p = res.body.data;
    expect(p).toMatchObject({
      total: 5,
      typedValid: 2,
      fromGroups: 3,
      invalidCount: 2,
      invalid: ['12345678901', 'abc'],
      duplicateCount: 2,
      // Masked like every number this session shows (`shownMobile`).
      duplicates: [maskMobile(numbers.rcs)],
      cost: 5,
      capabilities: { rcs: 3, sms: 1, unknown: 1 },
      overLimit: false,
    });
    expect(p.balanceAfter).toBe(p.balance - 5);
    expect(p.carriers).toEqual([
      { carrier: 'cmcc', carrierName: '中国移动', count: 2 },
      { carrier: 'cucc', carrierName: '中国联通', count: 0 },
      { carrier: 'ctcc', carrierName: '中国电信', count: 3 },
    ]);
    const info = await t.call(
      'taskCarrierInfo',
      { mobiles: [numbers.rcs], groupIds: [groupId] },
      { token: gold },
    );
    expect(info.body.data).toEqual([
      { carrier: 'cmcc', carrierName: '中国移动', count: 1 },
      { carrier: 'cucc', carrierName: '中国联通', count: 0 },
      { carrier: 'ctcc', carrierName: '中国电信', count: 3 },
    ]);
  });
});

describe('template variables', () => {
  type Preview = SendPreview & { missingVariables: { name: string; count: number }[] };
  const stored = async (taskId: string) =>
    Object.fromEntries(
      (
        await t.db
          .select({
            mobile: sendRecipients.mobile,
            name: sendRecipients.name,
            variables: sendRecipients.variables,
          })
          .from(sendRecipients)
          .where(eq(sendRecipients.taskId, BigInt(taskId)))
      ).map((r) => [r.mobile, { name: r.name, variables: r.variables }]),
    );

  it('lists the recipients without a value per variable, and refuses to create until each has one', async () => {
    const [template] = await t.db
      .select()
      .from(templates)
      .where(eq(templates.id, BigInt(templateId)));
    await t.db
      .update(templates)
      .set({ variables: ['name', '事项'] })
      .where(eq(templates.id, template!.id));
    try {
      const filledGroup = await group(['13700001234'], { name: '王芳', 事项: '续费' });
      const emptyGroup = await group([numbers.sms], { name: '' });
      const input = {
        templateId,
        mobiles: [numbers.rcs, numbers.unknown],
        groupIds: [filledGroup, emptyGroup],
      };
      const preview = (values: object) =>
        t.call<Preview>('taskPreview', { ...input, ...values }, { token: gold });
      const lacking = [numbers.rcs, numbers.unknown, numbers.sms].map(maskMobile);
      expect((await preview({})).body.data.missingVariables).toEqual([
        { name: 'name', count: 3, mobiles: lacking },
        { name: '事项', count: 3, mobiles: lacking },
      ]);

      const before = [await t.rows('send_tasks'), await t.rows('send_recipients'), await balance()];
      const refused = await t.call('taskCreate', input, { token: gold });
      expect(refused.body).toMatchObject({
        code: codes.invalidRequest,
        msg: '部分接收人缺少变量值（{name}缺3个、{事项}缺3个），请为手动输入的号码填写变量值或设置默认值后再发送',
      });
      expect([
        await t.rows('send_tasks'),
        await t.rows('send_recipients'),
        await balance(),
      ]).toEqual(before);

      // A value typed for one number, a default for 事项: only {name} is left, for two.
      const values = {
        typedVariables: { [numbers.rcs]: { name: '李雷', 事项: '' } },
        variableDefaults: { 事项: '年检' },
      };
      expect((await preview(values)).body.data.missingVariables).toEqual([
        { name: 'name', count: 2, mobiles: [numbers.unknown, numbers.sms].map(maskMobile) },
      ]);
      const created = await create({
        ...input,
        ...values,
        variableDefaults: { ...values.variableDefaults, name: '客户' },
      });
      expect(await stored(created.id)).toEqual({
        [numbers.rcs]: { name: '', variables: { name: '李雷', 事项: '年检' } },
        [numbers.unknown]: { name: '', variables: { name: '客户', 事项: '年检' } },
        '13700001234': {
          name: '联系人1',
          variables: { 姓名: '联系人1', name: '王芳', 事项: '续费' },
        },
        [numbers.sms]: {
          name: '联系人1',
          variables: { 姓名: '联系人1', name: '客户', 事项: '年检' },
        },
      });
      await t.call('taskCancel', { id: created.id }, { token: gold });
    } finally {
      await t.db
        .update(templates)
        .set({ variables: template!.variables })
        .where(eq(templates.id, template!.id));
    }
  });

  it('keeps the address-book copy of a number typed and in a group, with its values', async () => {
    // The same number in two groups: the copy without values is the older one.
    const bare = await group([numbers.rcs]);
    const groupId = await group([numbers.rcs], { name: '王芳' });
    const input = { templateId, mobiles: [numbers.rcs], groupIds: [bare, groupId] };
    const preview = await t.call<Preview>('taskPreview', input, { token: gold });
    expect(preview.body.data).toMatchObject({ total: 1, duplicateCount: 2, missingVariables: [] });
    const fromGroups = await t.call<Preview>(
      'taskPreview',
      { ...input, mobiles: [] },
      { token: gold },
    );
    expect(fromGroups.body.data).toMatchObject({ total: 1, missingVariables: [] });
    const created = await create({ ...input, variableDefaults: {} });
    expect(await stored(created.id)).toEqual({
      [numbers.rcs]: { name: '联系人1', variables: { 姓名: '联系人1', name: '王芳' } },
    });
    await t.call('taskCancel', { id: created.id }, { token: gold });
  });
});

describe('a task from creation to final receipts', () => {
  it('reviews, sends in batches, applies receipts, refunds and keeps the ledger whole', async () => {
    const groupId = await group([numbers.read, numbers.twice, numbers.sms, numbers.vacant], {
      name: '张三',
    });
    const before = await balance();
    const created = await create({
      name: '双十二活动',
      mobiles: [
        numbers.terminal,
        numbers.blacklist,
        numbers.carrierFault,
        numbers.readFirst,
        numbers.rcs,
        numbers.unknown,
        numbers.read,
      ],
      groupIds: [groupId],
    });
    expect(created).toMatchObject({
      status: 1,
      name: '双十二活动',
      counts: { total: 10, pending: 10 },
    });
    expect(created.events.map((e) => e.event)).toEqual(['prepare']);

    t.clock.advance(30 * 60 * 1000);
    const queue = await t.call<{ list: ManageTask[] }>('manageTasks', {}, { token: operator });
    const queued = queue.body.data.list.find((q) => q.id === created.id)!;
    expect(queued.waitedMinutes).toBe(30);
    expect(queued.capabilities).toEqual({ rcs: 8, sms: 1, unknown: 1 });
    expect(queued.template).toMatchObject({ id: templateId, status: 5 });
    // The reviewer sees the first recipients, their numbers masked, with the values they get.
    expect(queued.samples).toEqual(
      [numbers.terminal, numbers.blacklist, numbers.carrierFault].map((mobile) => ({
        mobile: maskMobile(mobile),
        name: '',
        variables: nameDefault.variableDefaults,
      })),
    );

    await approve(created.id);
    expect((await getTask(created.id)).status).toBe(3);
    await settle(created.id);
    // Read receipts may follow the final outcome.
    t.clock.advance(6000);
    await signIn();
    await applyReceipts(t.db, t.clock.now());
    const task = await getTask(created.id);
    expect(task.status).toBe(4);
    expect(task.counts).toEqual({
      total: 10,
      delivered5g: 2,
      deliveredSms: 2,
      read: 2,
      failed: 4,
      notSent: 0,
      pending: 0,
    });
    expect(task.events.map((e) => e.event)).toEqual(['prepare', 'approve', 'start', 'finish']);
    expect(task.events[1]!.actorName).toBe('demo_operator');
    expect(task).toMatchObject({ chargedCount: 10, refundedCount: 2 });
    expect(await noticesAbout('双十二活动')).toEqual([
      ['发送任务审核通过', '发送任务“双十二活动”已通过审核，现在开始发送。'],
      [
        '发送任务已完成',
        '发送任务“双十二活动”已发送完成：共10个号码，成功6个，失败4个，已退还2条。',
      ],
    ]);
    // Ten charged in batches of four, two given back (终端异常, 运营商故障).
    expect(await balance()).toBe(before - 8);
    const entries = await t.db
      .select()
      .from(billEntries)
      .where(and(eq(billEntries.companyId, goldCompanyId), inArray(billEntries.kind, [4, 6])));
    const mine = entries.filter((e) => e.description.includes('双十二活动'));
    expect(mine.map((e) => [e.kind, e.quantity])).toEqual([
      [4, -4],
      [4, -4],
      [4, -2],
      [6, 2],
    ]);
    await expectLedgerConsistent();

    const failures = await t.call<{ carrier: string; failed: number; causes: object }[]>(
      'taskFailCarrier',
      { id: created.id },
      { token: gold },
    );
    expect(failures.body.data).toEqual([
      {
        carrier: 'cmcc',
        carrierName: '中国移动',
        total: 6,
        failed: 2,
        causes: { vacant: 1, carrierFault: 1 },
      },
      { carrier: 'cucc', carrierName: '中国联通', total: 2, failed: 1, causes: { terminal: 1 } },
      { carrier: 'ctcc', carrierName: '中国电信', total: 2, failed: 1, causes: { blacklist: 1 } },
    ]);
    const failed = await t.call<{ total: number; list: { mobile: string; causeName: string }[] }>(
      'taskRecipients',
      { id: created.id, state: 'failed', cause: 'terminal' },
      { token: gold },
    );
    expect(failed.body.data.list).toMatchObject([{ mobile: '186****4444', causeName: '终端异常' }]);
    // 接收能力 as the receipts said: 5G for delivered and read, SMS for a fallback; failures untold.
    const all = await t.call<{ list: { mobile: string; capability: string }[] }>(
      'taskRecipients',
      { id: created.id, pageSize: 50 },
      { token: gold },
    );
    const capabilityOf = new Map(all.body.data.list.map((r) => [r.mobile, r.capability]));
    const shownAs = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
    expect(
      [
        numbers.read,
        numbers.readFirst,
        numbers.rcs,
        numbers.sms,
        numbers.unknown,
        numbers.vacant,
      ].map((m) => capabilityOf.get(shownAs(m))),
    ).toEqual(['rcs', 'rcs', 'rcs', 'sms', 'sms', 'unknown']);
    const [usage] = await t.db
      .select()
      .from(usageDaily)
      .where(
        and(
          eq(usageDaily.companyId, goldCompanyId),
          eq(usageDaily.day, compactDayOf(t.clock.now())),
        ),
      );
    expect(usage!.consume).toBeGreaterThanOrEqual(8);
  });

  it('ends in the same state however receipts repeat or reorder', async () => {
    const created = await create({ mobiles: [numbers.readFirst, numbers.twice, numbers.read] });
    await approve(created.id);
    // The simulator refuses one batch in five at the first attempt; the retry comes a second later.
    await runDispatch(deps, () => t.clock.now());
    t.clock.advance(1000);
    await runDispatch(deps, () => t.clock.now());
    const ids = await t.db
      .select()
      .from(deliveryReceipts)
      .where(eq(deliveryReceipts.taskId, BigInt(created.id)));
    expect(ids.length).toBe(6);
    // The same receipts again, in reverse order, arriving before the originals.
    await t.db.insert(deliveryReceipts).values(
      [...ids].reverse().map((r) => ({
        taskId: r.taskId,
        seq: r.seq,
        state: r.state,
        cause: r.cause,
        dueAt: t.clock.now(),
      })),
    );
    await applyReceipts(t.db, t.clock.now());
    t.clock.advance(6000);
    await applyReceipts(t.db, t.clock.now());
    const rows = await t.db
      .select({ mobile: sendRecipients.mobile, state: sendRecipients.state })
      .from(sendRecipients)
      .where(eq(sendRecipients.taskId, BigInt(created.id)));
    expect(Object.fromEntries(rows.map((r) => [r.mobile, r.state]))).toEqual({
      [numbers.readFirst]: 'read',
      [numbers.twice]: 'delivered5g',
      [numbers.read]: 'read',
    });
  });

  it('ends a revoked message the same whether its delivery report comes before or after', async () => {
    const created = await handedOverSilently([numbers.rcs, numbers.sms]);
    const taskId = BigInt(created.id);
    const receipt = (seq: number, state: 'delivered5g' | 'failed') => ({
      messageId: messageIdOf(taskId, seq),
      state,
      cause: state === 'failed' ? 'revoked' : null,
      dueAt: t.clock.now(),
    });
    // Seq 1: revoked, then delivered; seq 2: delivered, then revoked.
    await acceptReceipts(t.db, [receipt(1, 'failed'), receipt(2, 'delivered5g')]);
    await applyReceipts(t.db, t.clock.now());
    await acceptReceipts(t.db, [receipt(1, 'delivered5g'), receipt(2, 'failed')]);
    await applyReceipts(t.db, t.clock.now());
    const rows = await t.db
      .select({ seq: sendRecipients.seq, state: sendRecipients.state, cause: sendRecipients.cause })
      .from(sendRecipients)
      .where(eq(sendRecipients.taskId, taskId));
    expect(rows.sort((a, b) => a.seq - b.seq)).toEqual([
      { seq: 1, state: 'failed', cause: 'revoked' },
      { seq: 2, state: 'failed', cause: 'revoked' },
    ]);
    expect(await settle(created.id)).toMatchObject({ status: 4, refundedCount: 2 });
  });

  it('writes each receipt once as it applies it: no row lock is left on it', async () => {
    const created = await handedOverSilently([numbers.rcs, numbers.sms]);
    const taskId = BigInt(created.id);
    await acceptReceipts(
      t.db,
      [1, 2].map((seq) => ({
        messageId: messageIdOf(taskId, seq),
        state: 'delivered5g' as const,
        cause: null,
        dueAt: t.clock.now(),
      })),
    );
    await applyReceipts(t.db, t.clock.now());
    // A row locked before it is updated (FOR UPDATE) is written twice, and the version the
    // update wrote keeps the lock: its xmax is the transaction that applied it.
    const kept = await t.db.execute(sql`
      select seq, applied_at is not null as applied, xmax::text as xmax
      from delivery_receipts where task_id = ${taskId} order by seq`);
    expect((kept as unknown as { rows: object[] }).rows).toEqual([
      { seq: 1, applied: true, xmax: '0' },
      { seq: 2, applied: true, xmax: '0' },
    ]);
    expect((await getTask(created.id)).counts).toMatchObject({ delivered5g: 2, pending: 0 });
  });
});

describe('status machine with the clock', () => {
  it('starts a scheduled task at its time', async () => {
    // 2026-11-23 10:00 China time; the clock is at 2026-11-22 09:00 China time or later.
    const created = await create({
      name: '定时提醒',
      mobiles: [numbers.rcs],
      sendAt: '2026-11-23T02:00:00Z',
    });
    await approve(created.id);
    expect((await getTask(created.id)).status).toBe(2);
    expect(await noticesAbout('定时提醒')).toEqual([
      ['发送任务审核通过', '发送任务“定时提醒”已通过审核，将于2026-11-23 10:00发送。'],
    ]);
    await runSchedule(t.db, t.clock.now());
    expect((await getTask(created.id)).status).toBe(2);
    t.clock.set('2026-11-23T02:00:00Z');
    await signIn();
    const { started } = await runSchedule(t.db, t.clock.now());
    expect(started).toBe(1);
    expect((await settle(created.id)).status).toBe(4);
  });

  it('times out a task nobody reviewed within 24 hours, and tells 消息中心', async () => {
    const created = await create({ name: '无人审核任务', mobiles: [numbers.rcs] });
    t.clock.advance(dayMs - 60_000);
    await signIn();
    await runSchedule(t.db, t.clock.now());
    expect((await getTask(created.id)).status).toBe(1);
    t.clock.advance(60_000);
    await signIn();
    await runSchedule(t.db, t.clock.now());
    const task = await getTask(created.id);
    expect(task.status).toBe(9);
    expect(task.events.at(-1)).toMatchObject({
      event: 'timeOut',
      actorName: null,
      reason: '24小时内未审核',
    });
    expect(task.counts.notSent).toBe(1);
    expect(await noticesAbout('无人审核任务')).toEqual([
      [
        '发送任务审核超时',
        '发送任务“无人审核任务”提交后24小时内未完成审核，已关闭，未发送。您可复制为新任务重新提交。',
      ],
    ]);
    const late = await t.call(
      'manageReviewTask',
      { id: created.id, approve: true },
      { token: operator },
    );
    expect(late.body.code).toBe(codes.messagingStateChanged);
  });

  it('fails a task whose template expired before it could start', async () => {
    const created = await create({ name: '过期模板任务', mobiles: [numbers.rcs] });
    const [template] = await t.db
      .select()
      .from(templates)
      .where(eq(templates.id, BigInt(templateId)));
    await t.db
      .update(templates)
      .set({ expiresAt: t.clock.now() })
      .where(eq(templates.id, template!.id));
    await approve(created.id);
    await t.db
      .update(templates)
      .set({ expiresAt: template!.expiresAt })
      .where(eq(templates.id, template!.id));
    const task = await getTask(created.id);
    expect(task).toMatchObject({ status: 5, endNote: '模板已过期，未发送', chargedCount: 0 });
    expect(task.counts.notSent).toBe(1);
    await finaliseTasks(t.db, t.clock.now());
    expect((await noticesAbout('过期模板任务')).at(-1)).toEqual([
      '发送任务发送失败',
      '发送任务“过期模板任务”发送失败（模板已过期，未发送）：共1个号码，成功0个，失败0个，未发送1个。',
    ]);
  });

  it('rejects with a reason; nothing is sent or charged', async () => {
    const before = await balance();
    const created = await create({ name: '驳回任务', mobiles: [numbers.rcs] });
    await t.call(
      'manageReviewTask',
      { id: created.id, approve: false, reason: '内容不符' },
      { token: operator },
    );
    const task = await getTask(created.id);
    expect(task).toMatchObject({ status: 8, rejectReason: '内容不符', chargedCount: 0 });
    expect(await balance()).toBe(before);
    expect(await noticesAbout('驳回任务')).toEqual([
      [
        '发送任务审核未通过',
        '发送任务“驳回任务”未通过审核。原因：内容不符。您可调整后复制为新任务重新提交。',
      ],
    ]);
  });
});

describe('pause, cancel and running out of balance', () => {
  const eight = Array.from({ length: 8 }, (_, i) => `13600012${i}${i}${i}`);

  it('pauses between batches, resumes, and cancels the rest', async () => {
    const mobiles = Array.from(
      { length: 12 },
      (_, i) => `1370000${String(i + 1).padStart(4, '0')}`,
    );
    // Each batch goes out on its first attempt: the simulator's flow control would hold one back
    // for a retry, and a batch still charged when its task is cancelled does not go out.
    const firstAttempts: SendingDeps = {
      ...deps,
      gateway: {
        ...gateway,
        sendBatch: (messages, options) => gateway.sendBatch(messages, { ...options, attempt: 2 }),
      },
    };
    const before = await balance();
    const created = await create({ name: '中途取消', mobiles });
    await approve(created.id);
    await runDispatch(firstAttempts, () => t.clock.now(), { maxBatches: 1 });
    const paused = await t.call<SendTask>('taskPause', { id: created.id }, { token: gold });
    expect(paused.body.data.status).toBe(6);
    await runSendingJobs();
    let task = await getTask(created.id);
    expect(task.chargedCount).toBe(4);
    expect(task.counts.pending).toBeGreaterThanOrEqual(8);
    expect(
      (await t.call<SendTask>('taskResume', { id: created.id }, { token: gold })).body.data.status,
    ).toBe(3);
    await runDispatch(firstAttempts, () => t.clock.now(), { maxBatches: 1 });
    // What was handed over has reached the phones by then: nothing is taken back.
    t.clock.advance(3000);
    await t.app.jobs.run(receiptsJobName);
    expect(
      (await t.call<SendTask>('taskCancel', { id: created.id }, { token: gold })).body.data.status,
    ).toBe(7);
    task = await settle(created.id);
    expect(task).toMatchObject({ status: 7, chargedCount: 8, counts: { notSent: 4, pending: 0 } });
    // The customer cancelled it: the only notice is the approval.
    expect((await noticesAbout('中途取消')).map(([title]) => title)).toEqual(['发送任务审核通过']);
    expect(await balance()).toBe(before - 8);
    await expectLedgerConsistent();
    const again = await t.call('taskResume', { id: created.id }, { token: gold });
    expect(again.body.code).toBe(codes.messagingStateChanged);
  });

  it('takes back, on cancel, what was handed over and has not reached the phones, refunded once', async () => {
    const mobiles = Array.from(
      { length: 12 },
      (_, i) => `1371000${String(i + 1).padStart(4, '0')}`,
    );
    // The simulator's busy first attempts aside: each batch is handed over when it is charged.
    const steady: SendingDeps = {
      ...deps,
      gateway: {
        ...gateway,
        sendBatch: (messages, context) => gateway.sendBatch(messages, { ...context, attempt: 2 }),
      },
    };
    const before = await balance();
    const created = await create({ name: '取消撤回', mobiles });
    await approve(created.id);
    await runDispatch(steady, () => t.clock.now(), { maxBatches: 1 });
    t.clock.advance(3000);
    await t.app.jobs.run(receiptsJobName);
    // The second batch is handed over; the task is cancelled before any of it is delivered.
    await runDispatch(steady, () => t.clock.now(), { maxBatches: 1 });
    const cancelled = await t.call<SendTask>('taskCancel', { id: created.id }, { token: gold });
    expect(cancelled.body.data.status).toBe(7);
    const task = await settle(created.id);
    expect(task).toMatchObject({
      status: 7,
      chargedCount: 8,
      refundedCount: 4,
      counts: { total: 12, notSent: 4, failed: 4, pending: 0 },
    });
    const taken = await t.call<{ total: number; list: { mobile: string; causeName: string }[] }>(
      'taskRecipients',
      { id: created.id, cause: 'revoked' },
      { token: gold },
    );
    expect(taken.body.data.total).toBe(4);
    expect(new Set(taken.body.data.list.map((r) => r.causeName))).toEqual(new Set(['已撤回']));
    expect(await balance()).toBe(before - 4);
    await expectLedgerConsistent();
    // A report coming after the revoke (the carrier's delivery, late) changes nothing, nor is
    // anything refunded twice.
    const seqs = await t.db
      .select({ seq: sendRecipients.seq })
      .from(sendRecipients)
      .where(
        and(eq(sendRecipients.taskId, BigInt(created.id)), eq(sendRecipients.cause, 'revoked')),
      );
    await acceptReceipts(
      t.db,
      seqs.map(({ seq }) => ({
        messageId: messageIdOf(BigInt(created.id), seq),
        state: 'delivered5g' as const,
        cause: null,
        dueAt: t.clock.now(),
      })),
    );
    await runSendingJobs();
    expect((await getTask(created.id)).counts).toMatchObject({ failed: 4, notSent: 4 });
    expect(await finaliseTasks(t.db, t.clock.now())).toBe(0);
    expect(await balance()).toBe(before - 4);
    expect((await noticesAbout('取消撤回')).map(([title]) => title)).toEqual(['发送任务审核通过']);
  });

  it('sends nothing of a batch charged before the cancel and not yet handed over; refunded once', async () => {
    const mobiles = Array.from({ length: 4 }, (_, i) => `1372000${String(i + 1).padStart(4, '0')}`);
    const before = await balance();
    const created = await create({ name: '取消未交付', mobiles });
    await approve(created.id);
    // The carriers cannot be reached: the batch is charged and waits for its retry.
    const unreachable: SendingDeps = {
      ...deps,
      gateway: {
        ...gateway,
        sendBatch: async () => {
          throw new GatewayUnavailable('运营商平台无法连接');
        },
      },
    };
    await runDispatch(unreachable, () => t.clock.now(), { maxBatches: 1 });
    expect((await getTask(created.id)).chargedCount).toBe(4);
    expect(await balance()).toBe(before - 4);
    const cancelled = await t.call<SendTask>('taskCancel', { id: created.id }, { token: gold });
    expect(cancelled.body.data.status).toBe(7);
    // The retry comes after the cancel: none of the batch goes to the carriers.
    const handed: string[] = [];
    const watched: SendingDeps = {
      ...deps,
      gateway: {
        ...gateway,
        sendBatch: (messages, context) => {
          handed.push(...messages.map((m) => m.messageId));
          return gateway.sendBatch(messages, context);
        },
      },
    };
    t.clock.advance(1000);
    await runDispatch(watched, () => t.clock.now());
    expect(handed.filter((id) => id.startsWith(`${created.id}:`))).toEqual([]);
    const task = await settle(created.id);
    expect(task).toMatchObject({
      status: 7,
      chargedCount: 4,
      refundedCount: 4,
      counts: { total: 4, failed: 4, pending: 0 },
    });
    const withdrawn = await t.call<{ total: number }>(
      'taskRecipients',
      { id: created.id, cause: 'revoked' },
      { token: gold },
    );
    expect(withdrawn.body.data.total).toBe(4);
    expect(await balance()).toBe(before);
    await expectLedgerConsistent();
    expect(await finaliseTasks(t.db, t.clock.now())).toBe(0);
    expect(await balance()).toBe(before);
  });

  it('fails the rest with 平台账户欠费 when the balance runs out mid-task', async () => {
    const created = await create({ name: '余额用尽', mobiles: eight });
    await approve(created.id);
    const have = await balance();
    await t.db.transaction((tx) =>
      debit(tx, {
        companyId: goldCompanyId,
        category: 1,
        kind: 3,
        quantity: have - 5,
        now: t.clock.now(),
        description: '测试调整',
      }),
    );
    const task = await settle(created.id);
    expect(task).toMatchObject({ status: 4, chargedCount: 5, endNote: arrearsNote });
    expect(task.counts.failed).toBe(3);
    const arrears = await t.call<{ total: number }>(
      'taskRecipients',
      { id: created.id, cause: 'arrears' },
      { token: gold },
    );
    expect(arrears.body.data.total).toBe(3);
    expect((await noticesAbout('余额用尽')).at(-1)).toEqual([
      '发送任务已完成',
      `发送任务“余额用尽”已发送完成（${arrearsNote}）：共8个号码，成功5个，失败3个。`,
    ]);
    expect(await balance()).toBe(0);
    await expectLedgerConsistent();
  });

  it('fails the task (5) when nothing could be sent', async () => {
    await topUp(2);
    const created = await create({ mobiles: [numbers.rcs, numbers.sms] });
    await approve(created.id);
    await t.db.transaction((tx) =>
      debit(tx, {
        companyId: goldCompanyId,
        category: 1,
        kind: 3,
        quantity: 2,
        now: t.clock.now(),
        description: '测试调整',
      }),
    );
    const task = await settle(created.id);
    expect(task).toMatchObject({ status: 5, chargedCount: 0, endNote: arrearsNote });
    expect(task.events.at(-1)).toMatchObject({ event: 'fail', reason: arrearsNote });
    await expectLedgerConsistent();
    await topUp(10_000);
  });
});

describe('values filled into placeholders', () => {
  it('fails, uncharged, the recipients whose values break a limit of the template', async () => {
    const [sendable] = await t.db
      .select()
      .from(templates)
      .where(eq(templates.id, BigInt(templateId)));
    const id = newId();
    await t.db.insert(templates).values({
      ...sendable!,
      id,
      name: '称呼卡片',
      content: {
        kind: 'card',
        card: { title: '{称呼}您好', description: '请查收', buttons: [] },
        suggestions: [],
        fallbackSms: '{称呼}您好',
      },
    });
    // Five whose title would be too long, then three that fit: batches of four.
    const tooLong = await group(
      Array.from({ length: 5 }, (_, i) => `1370000100${i}`),
      { 称呼: '尊敬的'.repeat(20) },
    );
    const fits = await group(
      Array.from({ length: 3 }, (_, i) => `1370000200${i}`),
      { 称呼: '张先生' },
    );
    await topUp(8);
    const before = await balance();
    const created = await create({ templateId: id.toString(), groupIds: [tooLong, fits] });
    await approve(created.id);
    const task = await settle(created.id);
    expect(task).toMatchObject({ status: 4, chargedCount: 3 });
    const failed = await t.call<{ total: number }>(
      'taskRecipients',
      { id: created.id, cause: 'contentLimit' },
      { token: gold },
    );
    expect(failed.body.data.total).toBe(5);
    expect(await balance()).toBe(before - 3);
    await expectLedgerConsistent();
  });
});

describe('a worker killed mid-task', () => {
  it('resumes without sending anyone twice or charging twice', async () => {
    const mobiles = Array.from(
      { length: 10 },
      (_, i) => `1350000${String(i + 1).padStart(4, '0')}`,
    );
    const before = await balance();
    const created = await create({ mobiles });
    await approve(created.id);
    // The worker dies after charging its batch, before the gateway call returns.
    const dying: MessageGateway = {
      ...gateway,
      sendBatch: async () => {
        throw new Error('worker killed');
      },
    };
    await expect(runDispatch({ ...deps, gateway: dying }, () => t.clock.now())).rejects.toThrow(
      'worker killed',
    );
    expect((await getTask(created.id)).chargedCount).toBe(4);
    // Another worker takes over once the lease has run out; the batch is handed over once more.
    t.clock.advance(61_000);
    await signIn();
    const sent: string[] = [];
    const counting: MessageGateway = {
      ...gateway,
      sendBatch: async (messages, context) => {
        await gateway.sendBatch(messages, { ...context, attempt: 2 });
        sent.push(...messages.map((m) => m.messageId));
      },
    };
    await runDispatch({ ...deps, gateway: counting }, () => t.clock.now());
    // Running it again changes nothing.
    await runDispatch({ ...deps, gateway: counting }, () => t.clock.now());
    expect(sent.sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => messageIdOf(BigInt(created.id), i + 1)).sort(),
    );
    // Resubmitting a batch to the gateway adds no receipts.
    await gateway.sendBatch(
      [
        {
          messageId: messageIdOf(BigInt(created.id), 1),
          mobile: mobiles[0]!,
          carrier: 'cmcc',
          chatbotName: 'x',
          chatbotUri: null,
          message: { contentType: 'text/plain', body: 'x' } as never,
        },
      ],
      { now: t.clock.now(), attempt: 2 },
    );
    const receipts = await t.db
      .select()
      .from(deliveryReceipts)
      .where(eq(deliveryReceipts.taskId, BigInt(created.id)));
    expect(new Set(receipts.map((r) => r.seq)).size).toBe(10);
    const task = await settle(created.id);
    expect(task).toMatchObject({
      status: 4,
      chargedCount: 10,
      counts: { total: 10, pending: 0, failed: 0 },
    });
    expect(await balance()).toBe(before - 10);
    await expectLedgerConsistent();
    expect(await finaliseTasks(t.db, t.clock.now())).toBe(0);
  });
});

describe('send query', () => {
  it('masks numbers until the password is confirmed, for this session only', async () => {
    const created = await create({ mobiles: [numbers.rcs] });
    await approve(created.id);
    await settle(created.id);
    type Result = {
      total: number;
      unlocked: boolean;
      list: { mobile: string; taskId: string; state: string }[];
    };
    /** The number as the send query, the task's recipients and its typed numbers show it. */
    const shown = async (token: string) => {
      const [query, recipients, task] = await Promise.all([
        t.call<Result>('taskQuery', { mobile: numbers.rcs }, { token }),
        t.call<Result>('taskRecipients', { id: created.id }, { token }),
        t.call<SendTaskDetail>('taskGet', { id: created.id }, { token }),
      ]);
      const unlocked = [query, recipients, task].map((r) => r.body.data.unlocked);
      expect(new Set(unlocked).size).toBe(1);
      return {
        unlocked: unlocked[0],
        numbers: [
          query.body.data.list.find((m) => m.taskId === created.id)!.mobile,
          recipients.body.data.list[0]!.mobile,
          task.body.data.request.mobiles[0],
        ],
      };
    };
    expect(await shown(gold)).toEqual({ unlocked: false, numbers: Array(3).fill('138****0004') });
    const masked = await t.call<Result>('taskQuery', { mobile: numbers.rcs }, { token: gold });
    expect(masked.body.data.unlocked).toBe(false);
    expect(masked.body.data.list[0]).toMatchObject({ mobile: '138****0004' });
    const wrong = await t.call('taskUnlockQuery', { password: 'Wrong@Pass1' }, { token: gold });
    expect(wrong.body).toMatchObject({ code: codes.invalidRequest, msg: '密码错误' });
    expect(
      (await t.call<Result>('taskQuery', { mobile: numbers.rcs }, { token: gold })).body.data
        .unlocked,
    ).toBe(false);
    const ok = await t.call('taskUnlockQuery', { password: 'Cctv5G@Gold' }, { token: gold });
    expect(ok.body.data).toEqual({ unlocked: true });
    const full = await t.call<Result>('taskQuery', { mobile: numbers.rcs }, { token: gold });
    expect(full.body.data.unlocked).toBe(true);
    expect(full.body.data.list.map((m) => m.mobile)).toContain(numbers.rcs);
    expect(
      full.body.data.list.some((m) => m.taskId === created.id && m.state === 'delivered5g'),
    ).toBe(true);
    expect(await shown(gold)).toEqual({ unlocked: true, numbers: Array(3).fill(numbers.rcs) });
    // A new sign-in is a new session: masked again.
    const other = await t.login('demo_gold', 'Cctv5G@Gold');
    expect(await shown(other)).toEqual({ unlocked: false, numbers: Array(3).fill('138****0004') });
  });

  it('searches recipients by a whole number while numbers are masked, by any part once unlocked', async () => {
    const created = await create({ mobiles: [numbers.rcs, numbers.sms] });
    const session = await t.login('demo_gold', 'Cctv5G@Gold');
    const search = (mobile: string) =>
      t.call<{ list: { mobile: string }[] }>(
        'taskRecipients',
        { id: created.id, mobile },
        { token: session },
      );
    const refusal = { code: codes.invalidRequest, msg: sendMessages.wholeMobileWhileMasked };
    expect((await search('0004')).body).toMatchObject(refusal);
    expect((await search(numbers.rcs.slice(0, 10))).body).toMatchObject(refusal);
    const exported = await t.call(
      'downloadCreate',
      { kind: 'taskRecipients', taskId: created.id, mobile: '0004' },
      { token: session },
    );
    expect(exported.body).toMatchObject(refusal);
    const whole = await search(numbers.rcs);
    expect(whole.body.data.list.map((r) => r.mobile)).toEqual([maskMobile(numbers.rcs)]);

    await t.call('taskUnlockQuery', { password: 'Cctv5G@Gold' }, { token: session });
    expect((await search('0004')).body.data.list.map((r) => r.mobile)).toEqual([numbers.rcs]);
    await t.call('taskCancel', { id: created.id }, { token: gold });
  });

  it('lists tasks with filters', async () => {
    const res = await t.call<{ total: number; list: SendTask[] }>(
      'taskList',
      { status: 4, pageSize: 100 },
      { token: gold },
    );
    expect(res.body.data.total).toBeGreaterThan(0);
    expect(res.body.data.list.every((task) => task.status === 4)).toBe(true);
    const named = await t.call<{ total: number }>('taskList', { name: '双十二' }, { token: gold });
    expect(named.body.data.total).toBe(1);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sendTasks)
      .where(eq(sendTasks.companyId, goldCompanyId))) as [{ n: number }];
    const all = await t.call<{ total: number }>(
      'taskList',
      { startDay: '2026-11-01', endDay: '2026-12-31' },
      { token: gold },
    );
    expect(all.body.data.total).toBe(n);
  });
});

describe('sharing the service', () => {
  it('reads big groups in batches, giving timers and sockets a turn between them', async () => {
    const mobiles = Array.from({ length: 2500 }, (_, i) => `137${String(i).padStart(8, '0')}`);
    const first = await group(mobiles.slice(0, 1500));
    const second = await group(mobiles.slice(1000));
    let turns = 0;
    let reading = true;
    const tick = () => {
      turns += 1;
      if (reading) setImmediate(tick);
    };
    setImmediate(tick);
    const resolved = await resolveRecipients(t.db, goldCompanyId, {
      mobiles: [mobiles[0]!],
      groupIds: [first, second],
    });
    reading = false;
    expect(resolved.mobiles).toHaveLength(2500);
    expect(resolved.duplicateCount).toBe(501);
    // Three batches of at most 1,000 numbers, each read on a turn of its own.
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
