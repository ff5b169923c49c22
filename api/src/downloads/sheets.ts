import type { z } from 'zod';
import { billKindNames, type BillKind } from '../contract/schemas/account.ts';
import type { exportRequest } from '../contract/schemas/downloads.ts';
import { carrierName, type CarrierCode } from '../contract/schemas/messaging.ts';
import { shownMobile } from '../contract/schemas/sending.ts';
import {
  capabilities,
  deliveryStateNames,
  sendTaskStatusNames,
  type Capability,
  type DeliveryState,
  type SendTaskStatus,
} from '../contract/sending-status.ts';
import type { Db } from '../db/client.ts';
import { contactCount, groupContactsAfter, groupsByName } from '../contacts/reads.ts';
import { billEntriesList } from '../ledger/bills.ts';
import { expireCompany } from '../ledger/ledger.ts';
import { dateOf } from '../lib/calendar.ts';
import type { KeysetList } from '../lib/keyset.ts';
import { nextTurn } from '../lib/next-turn.ts';
import { miniAppResponsesExport } from '../micro-apps/export.ts';
import { recipientsList, sendRecordsList } from '../sending/export-lists.ts';
import { causeName } from '../sending/views.ts';

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
const batchSize = 1000;

/** 'yyyy-MM-dd HH:mm' in China time, the platform's one format. */
const chinaMinute = (at: Date | null) =>
  at ? `${dateOf(at)} ${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(11, 16)}` : '';

/**
 * Reads a list's pages after a keyset cursor (the last row's key) until one comes back short,
 * giving the event loop a turn between pages.
 */
async function* pages<Row, Key>(
  list: Pick<KeysetList<Row, Key>, 'pageAfter' | 'keyOf'>,
  toCells: (rows: Row[]) => Cell[][],
): AsyncGenerator<Cell[][]> {
  let after: Key | undefined;
  for (;;) {
    await nextTurn();
    const rows = await list.pageAfter(after, batchSize);
    if (rows.length > 0) yield toCells(rows);
    if (rows.length < batchSize) return;
    after = list.keyOf(rows.at(-1)!);
  }
}

function taskRecipientsSheet(
  db: Db,
  companyId: bigint,
  params: Extract<StoredExportParams, { kind: 'taskRecipients' }>,
): Sheet {
  const list = recipientsList(db, companyId, BigInt(params.taskId), params);
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
    count: list.count,
    batches: () =>
      pages(list, (rows) =>
        rows.map((r) => [
          r.seq,
          shownMobile(r.mobile, params.fullNumbers === true),
          r.name,
          carrierName(r.carrier as CarrierCode) ?? r.carrier,
          capabilities[r.capability as Capability] ?? r.capability,
          deliveryStateNames[r.state as DeliveryState] ?? r.state,
          causeName(r.cause) ?? '',
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
  const list = sendRecordsList(db, companyId, params);
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
    count: list.count,
    batches: () =>
      pages(list, (rows) =>
        rows.map(({ task, templateName, counts: c }) => {
          const failed = c.failed + c.notSent;
          const done = c.delivered5g + c.deliveredSms + c.read + failed;
          return [
            task.name,
            templateName,
            sendTaskStatusNames[task.status as SendTaskStatus] ?? String(task.status),
            task.recipientCount,
            c.delivered5g,
            c.deliveredSms,
            c.read,
            failed,
            Math.max(task.recipientCount - done, 0),
            chinaMinute(task.startedAt ?? task.sendAt),
            chinaMinute(task.createdAt),
            task.rejectReason ?? task.endNote ?? '',
          ];
        }),
      ),
  };
}

function contactsSheet(
  db: Db,
  companyId: bigint,
  params: Extract<ExportParams, { kind: 'contacts' }>,
): Sheet {
  const groupId = params.groupId ? BigInt(params.groupId) : undefined;
  return {
    title: '通讯录',
    columns: [
      { header: '姓名', width: 12 },
      { header: '手机号码', width: 14 },
      { header: '分组', width: 16 },
      { header: '备注', width: 24 },
      { header: '添加时间', width: 18 },
    ],
    count: () => contactCount(db, companyId, groupId),
    // Group after group, each by number.
    async *batches() {
      for (const group of await groupsByName(db, companyId, groupId)) {
        yield* pages(
          {
            pageAfter: (after: string | undefined, size: number) =>
              groupContactsAfter(db, companyId, group.id, after, size),
            keyOf: (r) => r.mobile,
          },
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
  const list = billEntriesList(db, companyId, {
    category: params.queryType,
    startDay: params.startDay,
    endDay: params.endDay,
  });
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
      return list.count();
    },
    batches: () =>
      pages(list, (rows) =>
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
    case 'miniAppResponses': {
      const { columns, list, cellsOf } = await miniAppResponsesExport(
        db,
        companyId,
        BigInt(params.miniAppId),
      );
      return {
        title: '填写记录',
        columns,
        count: list.count,
        batches: () => pages(list, (rows) => rows.map(cellsOf)),
      };
    }
  }
}
