import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { billKindNames, type BillKind } from '../contract/schemas/account.ts';
import type { exportRequest } from '../contract/schemas/downloads.ts';
import { carrierName, type CarrierCode } from '../contract/schemas/messaging.ts';
import { shownMobile } from '../contract/schemas/sending.ts';
import {
  capabilities,
  deliveryStateNames,
  failureCauses,
  sendTaskStatusNames,
  type Capability,
  type DeliveryState,
  type SendTaskStatus,
} from '../contract/sending-status.ts';
import type { Db, Tx } from '../db/client.ts';
import { contactGroups, contacts } from '../contacts/tables.ts';
import { billEntries } from '../ledger/tables.ts';
import { templates } from '../messaging/tables.ts';
import { sendRecipients, sendTasks } from '../sending/tables.ts';
import { expireCompany } from '../ledger/ledger.ts';
import { dateOf, dayMs } from '../lib/calendar.ts';
import { containing } from '../lib/lists.ts';
import { nextTurn } from '../lib/next-turn.ts';
import { miniAppResponsesSheet } from '../micro-apps/export.ts';

export type ExportParams = z.output<typeof exportRequest>;
/** What is stored of a request: with whether recipients' numbers are written in full. */
export type StoredExportParams = ExportParams & { fullNumbers?: boolean };

/** A cell as written: text or a number (exceljs writes both without styles). */
type Cell = string | number | null;

/**
 * One kind of export: its columns (Chinese headers, widths in characters), how many rows it will
 * have (for the progress), and its rows in batches read by keyset paging, so that memory stays
 * flat whatever the count.
 */
export type Sheet = {
  title: string;
  columns: { header: string; width: number }[];
  count: () => Promise<number>;
  batches: () => AsyncGenerator<Cell[][]>;
};

/** Rows read per query. */
export const batchSize = 1000;

/** 'yyyy-MM-dd HH:mm' in China time, the platform's one format. */
const chinaMinute = (at: Date | null) =>
  at ? `${dateOf(at)} ${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(11, 16)}` : '';

/** Midnight China time starting a 'yyyy-MM-dd' day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

const causeName = (cause: string | null) =>
  cause === null ? '' : (failureCauses[cause as keyof typeof failureCauses]?.name ?? cause);

/**
 * Rows after `id` in newest-first order (created time, then id). The cursor's time is read in the
 * database, which keeps microseconds that a JavaScript Date would lose.
 */
const before = (table: typeof sendTasks | typeof billEntries, id: bigint) =>
  sql`(${table.createdAt}, ${table.id}) < (select t.created_at, t.id from ${table} t where t.id = ${id})`;

/**
 * Runs a page's query with sorting disabled, so that it is read along the index its order follows.
 * Without fresh statistics (PGlite runs no autovacuum) the planner takes a large table for a
 * small one, sorts every remaining row for each page, and an export of 100,000 rows turns
 * quadratic. Each page is its own short transaction, so other requests are not held up.
 */
const inIndexOrder = <Row>(db: Db, read: (tx: Tx) => Promise<Row[]>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return read(tx);
  });

/**
 * Reads pages after a keyset cursor (the last row's key) until one comes back short, giving the
 * event loop a turn between pages.
 */
export async function* pages<Row, Key>(
  read: (after: Key | undefined) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  toCells: (rows: Row[]) => Promise<Cell[][]> | Cell[][],
): AsyncGenerator<Cell[][]> {
  let after: Key | undefined;
  for (;;) {
    await nextTurn();
    const rows = await read(after);
    if (rows.length > 0) yield await toCells(rows);
    if (rows.length < batchSize) return;
    after = keyOf(rows.at(-1)!);
  }
}

function taskRecipientsSheet(
  db: Db,
  companyId: bigint,
  params: Extract<StoredExportParams, { kind: 'taskRecipients' }>,
): Sheet {
  const where = and(
    eq(sendRecipients.taskId, BigInt(params.taskId)),
    eq(sendRecipients.companyId, companyId),
    params.state ? eq(sendRecipients.state, params.state) : undefined,
    params.cause ? eq(sendRecipients.cause, params.cause) : undefined,
    params.mobile ? sql`${sendRecipients.mobile} like ${`%${params.mobile}%`}` : undefined,
  );
  return {
    title: '任务接收人',
    columns: [
      { header: '序号', width: 8 },
      { header: '手机号码', width: 14 },
      { header: '姓名', width: 12 },
      { header: '运营商', width: 10 },
      { header: '接收能力', width: 10 },
      { header: '发送状态', width: 14 },
      { header: '失败原因', width: 18 },
      { header: '提交时间', width: 18 },
    ],
    count: async () => (await db.select({ n: count() }).from(sendRecipients).where(where))[0]!.n,
    batches: () =>
      pages(
        (after?: number) =>
          inIndexOrder(db, (q) =>
            q
              .select()
              .from(sendRecipients)
              .where(and(where, after === undefined ? undefined : gt(sendRecipients.seq, after)))
              .orderBy(asc(sendRecipients.seq))
              .limit(batchSize),
          ),
        (r) => r.seq,
        (rows) =>
          rows.map((r) => [
            r.seq,
            shownMobile(r.mobile, params.fullNumbers === true),
            r.name,
            carrierName(r.carrier as CarrierCode) ?? r.carrier,
            capabilities[r.capability as Capability] ?? r.capability,
            deliveryStateNames[r.state as DeliveryState] ?? r.state,
            causeName(r.cause),
            chinaMinute(r.submittedAt),
          ]),
      ),
  };
}

function sendRecordsSheet(
  db: Db,
  companyId: bigint,
  params: Extract<ExportParams, { kind: 'sendRecords' }>,
): Sheet {
  const where = and(
    eq(sendTasks.companyId, companyId),
    params.status === undefined ? undefined : eq(sendTasks.status, params.status),
    params.name ? ilike(sendTasks.name, containing(params.name)) : undefined,
    params.startDay ? gte(sendTasks.createdAt, dayStart(params.startDay)) : undefined,
    params.endDay
      ? lt(sendTasks.createdAt, new Date(dayStart(params.endDay).getTime() + dayMs))
      : undefined,
  );
  const delivery = (state: string) =>
    sql<number>`count(*) filter (where ${sendRecipients.state} = ${state})`.mapWith(Number);
  return {
    title: '发送记录',
    columns: [
      { header: '任务名称', width: 24 },
      { header: '模板', width: 20 },
      { header: '状态', width: 10 },
      { header: '接收人数', width: 10 },
      { header: '5G送达', width: 10 },
      { header: '短信送达', width: 10 },
      { header: '已读', width: 8 },
      { header: '失败', width: 8 },
      { header: '未完成', width: 8 },
      { header: '发送时间', width: 18 },
      { header: '创建时间', width: 18 },
      { header: '说明', width: 24 },
    ],
    count: async () => (await db.select({ n: count() }).from(sendTasks).where(where))[0]!.n,
    batches: () =>
      pages(
        (after?: bigint) =>
          db
            .select({ task: sendTasks, template: templates.name })
            .from(sendTasks)
            .leftJoin(templates, eq(templates.id, sendTasks.templateId))
            .where(and(where, after === undefined ? undefined : before(sendTasks, after)))
            .orderBy(desc(sendTasks.createdAt), desc(sendTasks.id))
            .limit(batchSize),
        (r) => r.task.id,
        async (rows) => {
          const counts = await db
            .select({
              taskId: sendRecipients.taskId,
              delivered5g: delivery('delivered5g'),
              deliveredSms: delivery('deliveredSms'),
              read: delivery('read'),
              failed:
                sql<number>`count(*) filter (where ${sendRecipients.state} in ('failed', 'notSent'))`.mapWith(
                  Number,
                ),
            })
            .from(sendRecipients)
            .where(
              and(
                eq(sendRecipients.companyId, companyId),
                inArray(
                  sendRecipients.taskId,
                  rows.map((r) => r.task.id),
                ),
              ),
            )
            .groupBy(sendRecipients.taskId);
          return rows.map(({ task, template }) => {
            const c = counts.find((x) => x.taskId === task.id);
            const done = c ? c.delivered5g + c.deliveredSms + c.read + c.failed : 0;
            return [
              task.name,
              template ?? '',
              sendTaskStatusNames[task.status as SendTaskStatus] ?? String(task.status),
              task.recipientCount,
              c?.delivered5g ?? 0,
              c?.deliveredSms ?? 0,
              c?.read ?? 0,
              c?.failed ?? 0,
              Math.max(task.recipientCount - done, 0),
              chinaMinute(task.startedAt ?? task.sendAt),
              chinaMinute(task.createdAt),
              task.rejectReason ?? task.endNote ?? '',
            ];
          });
        },
      ),
  };
}

function contactsSheet(
  db: Db,
  companyId: bigint,
  params: Extract<ExportParams, { kind: 'contacts' }>,
): Sheet {
  const inCompany = and(
    eq(contactGroups.companyId, companyId),
    params.groupId ? eq(contactGroups.id, BigInt(params.groupId)) : undefined,
  );
  return {
    title: '通讯录',
    columns: [
      { header: '姓名', width: 12 },
      { header: '手机号码', width: 14 },
      { header: '分组', width: 16 },
      { header: '备注', width: 24 },
      { header: '添加时间', width: 18 },
    ],
    count: async () =>
      (
        await db
          .select({ n: count() })
          .from(contacts)
          .innerJoin(contactGroups, eq(contactGroups.id, contacts.groupId))
          .where(and(inCompany, eq(contacts.companyId, companyId)))
      )[0]!.n,
    // Group after group, each by number: the (group, mobile) unique index's order.
    async *batches() {
      const groups = await db
        .select({ id: contactGroups.id, name: contactGroups.name })
        .from(contactGroups)
        .where(inCompany)
        .orderBy(asc(contactGroups.name), asc(contactGroups.id));
      for (const group of groups) {
        yield* pages(
          (after?: string) =>
            inIndexOrder(db, (q) =>
              q
                .select()
                .from(contacts)
                .where(
                  and(
                    eq(contacts.groupId, group.id),
                    eq(contacts.companyId, companyId),
                    after === undefined ? undefined : gt(contacts.mobile, after),
                  ),
                )
                .orderBy(asc(contacts.mobile))
                .limit(batchSize),
            ),
          (r) => r.mobile,
          (rows) =>
            rows.map((r) => [r.name, r.mobile, group.name, r.remark, chinaMinute(r.createdAt)]),
        );
      }
    },
  };
}

function billsSheet(
  db: Db,
  companyId: bigint,
  params: Extract<ExportParams, { kind: 'bills' }>,
  now: Date,
): Sheet {
  const where: SQL | undefined = and(
    eq(billEntries.companyId, companyId),
    eq(billEntries.category, params.queryType),
    gte(billEntries.billDay, params.startDay),
    lte(billEntries.billDay, params.endDay),
  );
  const day = (compact: string) =>
    `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  return {
    title: '账单明细',
    columns: [
      { header: '日期', width: 12 },
      { header: '类型', width: 8 },
      { header: '说明', width: 30 },
      { header: '变动前', width: 12 },
      { header: '变动', width: 12 },
      { header: '变动后', width: 12 },
      { header: '服务天数', width: 10 },
      { header: '记账时间', width: 18 },
    ],
    count: async () => {
      // As the account centre does: expiries due by now are written before bills are read.
      await expireCompany(db, companyId, now);
      return (await db.select({ n: count() }).from(billEntries).where(where))[0]!.n;
    },
    batches: () =>
      pages(
        (after?: bigint) =>
          db
            .select()
            .from(billEntries)
            .where(and(where, after === undefined ? undefined : before(billEntries, after)))
            .orderBy(desc(billEntries.createdAt), desc(billEntries.id))
            .limit(batchSize),
        (r) => r.id,
        (rows) =>
          rows.map((r) => [
            day(r.billDay),
            billKindNames[r.kind as BillKind] ?? '',
            r.description,
            r.balanceAfter - r.quantity,
            r.quantity,
            r.balanceAfter,
            r.serviceDays,
            chinaMinute(r.createdAt),
          ]),
      ),
  };
}

/** The sheet of an export, reading only the company's rows. */
export async function sheetOf(
  db: Db,
  companyId: bigint,
  params: StoredExportParams,
  now: Date,
): Promise<Sheet> {
  switch (params.kind) {
    case 'taskRecipients':
      return taskRecipientsSheet(db, companyId, params);
    case 'sendRecords':
      return sendRecordsSheet(db, companyId, params);
    case 'contacts':
      return contactsSheet(db, companyId, params);
    case 'bills':
      return billsSheet(db, companyId, params, now);
    case 'miniAppResponses':
      return miniAppResponsesSheet(db, companyId, BigInt(params.miniAppId));
  }
}
