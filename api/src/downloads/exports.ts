import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { codes, messages } from '../contract/codes.ts';
import { billCategoryNames } from '../contract/schemas/account.ts';
import {
  exportKinds,
  exportRetentionDays,
  exportTransitions,
  shownExportState,
  xlsxMimeType,
  type ExportKind,
  type ExportFile,
  type StoredExportState,
} from '../contract/schemas/downloads.ts';
import { mayCall } from '../contract/permissions.ts';
import { mobileFilterProblem } from '../contract/schemas/sending.ts';
import type { SessionUser } from '../accounts/sessions.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { exportFiles } from './tables.ts';
import { groupsOf } from '../contacts/reads.ts';
import { findTask } from '../sending/views.ts';
import { ApiError, notFound } from '../errors.ts';
import { dayMs } from '../lib/calendar.ts';
import { offsetOf, type PageRequest } from '../lib/lists.ts';
import { callerOf } from '../team/grants.ts';
import type { UploadStore } from '../uploads/store.ts';
import { miniAppExportSubject } from '../micro-apps/export.ts';
import { sheetOf, type ExportParams, type StoredExportParams } from './sheets.ts';

type ExportRow = typeof exportFiles.$inferSelect;

/** How the list shows an export file at `now`. */
export const exportView = (row: ExportRow, now: Date): ExportFile => ({
  id: row.id.toString(),
  kind: row.kind as ExportFile['kind'],
  fileName: row.fileName,
  state: shownExportState(row.state as StoredExportState, row.expiresAt, now),
  progress: row.progress,
  size: row.size,
  error: row.error,
  createTime: row.createdAt.toISOString(),
  expireTime: row.expiresAt.toISOString(),
});

/** A name safe on every file system: no path separators or characters Windows refuses. */
const safeName = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 40) || '未命名';

/** yyyyMMddHHmm in China time. */
const stamp = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace(/\D/g, '');

/**
 * What the file is called: what it holds, then when it was asked for. The subject (task, group)
 * must be the caller's company's, or nothing is created.
 */
async function fileNameOf(db: Db, companyId: bigint, params: ExportParams, now: Date) {
  const kindName = exportKinds[params.kind].name;
  let subject: string | undefined;
  if (params.kind === 'taskRecipients') {
    subject = (await findTask(db, companyId, BigInt(params.taskId))).name;
  } else if (params.kind === 'contacts' && params.groupId) {
    const [group] = await groupsOf(db, companyId, [BigInt(params.groupId)]);
    if (!group) throw notFound('分组');
    subject = group.name;
  } else if (params.kind === 'miniAppResponses') {
    subject = await miniAppExportSubject(db, companyId, BigInt(params.miniAppId));
  } else if (params.kind === 'bills') {
    if (params.endDay < params.startDay) {
      throw new ApiError(codes.invalidRequest, '结束时间不能早于开始时间', 400);
    }
    subject = `${billCategoryNames[params.queryType]}_${params.startDay}-${params.endDay}`;
  }
  const parts = [kindName, subject && safeName(subject), stamp(now)].filter(Boolean);
  return `${parts.join('_')}.xlsx`;
}

/**
 * The kinds of export a user may make, list and download. Who may follows the pages they come
 * from: recipients and send records need send_record, contacts address_list, bills the main
 * account (the account centre's).
 */
async function exportKindsOf(db: Db, user: SessionUser) {
  const caller = await callerOf(db, user, true);
  return (Object.keys(exportKinds) as ExportKind[]).filter((kind) =>
    mayCall(exportKinds[kind].permission, caller),
  );
}

/**
 * Queues an export of the caller's company's data, of a kind the caller may make. Recipients'
 * numbers are written as the caller's session shows them (`shownMobile`).
 */
export async function createExport(
  db: Db,
  user: SessionUser,
  params: ExportParams,
  now: Date,
  unlocked: boolean,
) {
  if (!user.companyId || !(await exportKindsOf(db, user)).includes(params.kind)) {
    throw new ApiError(codes.noPermission, messages.noPermission);
  }
  const problem =
    params.kind === 'taskRecipients' && params.mobile
      ? mobileFilterProblem(params.mobile, unlocked)
      : null;
  if (problem) throw new ApiError(codes.invalidRequest, problem, 400);
  const fileName = await fileNameOf(db, user.companyId, params, now);
  const [row] = await db
    .insert(exportFiles)
    .values({
      id: newId(now.getTime()),
      companyId: user.companyId,
      userId: user.id,
      kind: params.kind,
      params: { ...params, fullNumbers: unlocked && params.kind === 'taskRecipients' },
      fileName,
      createdAt: now,
      expiresAt: new Date(now.getTime() + exportRetentionDays * dayMs),
    })
    .returning();
  return row!;
}

/** A page of the company's export files of the kinds the user may see, newest first. */
export async function listExports(db: Db, user: SessionUser, companyId: bigint, page: PageRequest) {
  const kinds = await exportKindsOf(db, user);
  if (kinds.length === 0) return { total: 0, rows: [] };
  const where = and(eq(exportFiles.companyId, companyId), inArray(exportFiles.kind, kinds));
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(exportFiles).where(where),
    db
      .select()
      .from(exportFiles)
      .where(where)
      .orderBy(desc(exportFiles.createdAt), desc(exportFiles.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
  ]);
  return { total, rows };
}

/**
 * The bytes of a ready, unexpired file of the company, of a kind the user may see, with its name;
 * otherwise why not. A file with numbers in full is served only to a session that shows them.
 */
export async function exportedFile(
  db: Db,
  store: UploadStore,
  user: SessionUser,
  companyId: bigint,
  id: bigint,
  now: Date,
  unlocked: boolean,
) {
  const [row] = await db
    .select()
    .from(exportFiles)
    .where(and(eq(exportFiles.id, id), eq(exportFiles.companyId, companyId)));
  if (!row || !(await exportKindsOf(db, user)).includes(row.kind as ExportKind)) {
    throw notFound('文件');
  }
  const state = shownExportState(row.state as StoredExportState, row.expiresAt, now);
  if (state === 'expired') throw new ApiError(codes.notFound, '文件已过期，请重新导出');
  if (state === 'failed') throw new ApiError(codes.invalidRequest, '文件生成失败，请重新导出');
  if (state !== 'ready' || !row.storageKey) {
    throw new ApiError(codes.invalidRequest, '文件正在生成，请稍后再下载');
  }
  if ((row.params as StoredExportParams).fullNumbers && !unlocked) {
    throw new ApiError(
      codes.invalidRequest,
      '该文件含完整手机号码，请先在发送查询中验证登录密码后再下载',
    );
  }
  return { fileName: row.fileName, mime: xlsxMimeType, bytes: await store.get(row.storageKey) };
}

/**
 * How long a worker holds a file it generates. It renews the lease as it writes; a lease that ran
 * out means the worker died, and the next sweep starts the file again.
 */
export const exportLeaseMs = 2 * 60_000;
/** Starts of one file (the first and the restarts after crashes) before it is given up. */
export const exportMaxAttempts = 3;
/** Why a file that kept crashing its workers failed. */
export const crashedReason = '文件生成多次中断，请重新导出';

/**
 * Moves a file along the state table; false when it was not in a state the change starts from,
 * or (with `attempt`) when it has been started again since, by another worker.
 */
async function transition(
  db: Db,
  id: bigint,
  change: keyof typeof exportTransitions,
  values: Partial<ExportRow> = {},
  attempt?: number,
) {
  const { from, to } = exportTransitions[change];
  const moved = await db
    .update(exportFiles)
    .set({ ...values, state: to })
    .where(
      and(
        eq(exportFiles.id, id),
        inArray(exportFiles.state, [...from]),
        attempt === undefined ? undefined : eq(exportFiles.attempts, attempt),
      ),
    )
    .returning({ id: exportFiles.id });
  return moved.length > 0;
}

/** The worker's lease ran out and another worker has started the file again. */
class LeaseLost extends Error {}

const leaseFrom = (at: Date) => new Date(at.getTime() + exportLeaseMs);

/** Progress is written when it moved by at least this many points, not on every batch. */
const progressStep = 5;

/**
 * Writes one export's workbook with exceljs's streaming writer into a temporary file (rows are
 * committed as they come, so memory does not grow with the row count), then keeps it in the store.
 * The claimed `row` is the worker's while its lease lasts; it renews the lease as it writes.
 */
async function generate(db: Db, store: UploadStore, row: ExportRow, now: () => Date) {
  let renewedAt = now();
  const renew = async (values: Partial<ExportRow> = {}) => {
    renewedAt = now();
    const kept = await transition(
      db,
      row.id,
      'restart',
      { ...values, leasedUntil: leaseFrom(renewedAt) },
      row.attempts,
    );
    if (!kept) throw new LeaseLost();
  };
  const sheet = await sheetOf(db, row.companyId, row.params as StoredExportParams, now());
  const total = await sheet.count();
  const file = path.join(os.tmpdir(), `p5g-export-${randomBytes(8).toString('hex')}.xlsx`);
  try {
    // exceljs (about 20 MB resident) loads with the first export, not with the service.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useStyles: false,
      useSharedStrings: false,
    });
    const worksheet = workbook.addWorksheet(sheet.title);
    worksheet.columns = sheet.columns.map((c, i) => ({ key: String(i), ...c }));
    let written = 0;
    let shown = 0;
    for await (const batch of sheet.batches()) {
      for (const cells of batch) worksheet.addRow(cells).commit();
      written += batch.length;
      const progress = Math.min(99, Math.floor((written / Math.max(total, 1)) * 100));
      if (progress - shown >= progressStep) {
        shown = progress;
        await renew({ progress });
      } else if (now().getTime() - renewedAt.getTime() >= exportLeaseMs / 4) {
        await renew();
      }
    }
    worksheet.commit();
    await workbook.commit();
    const bytes = await fs.readFile(file);
    await renew();
    const storageKey = `export-${randomBytes(16).toString('hex')}.xlsx`;
    await store.put(storageKey, bytes, xlsxMimeType);
    const finished = await transition(
      db,
      row.id,
      'finish',
      { progress: 100, size: bytes.length, storageKey, finishedAt: now(), leasedUntil: null },
      row.attempts,
    );
    if (!finished) {
      await store.delete(storageKey);
      throw new LeaseLost();
    }
    return written;
  } finally {
    await fs.rm(file, { force: true });
  }
}

/** The reason a failed export shows: the service's own message, else a general one. */
const failureReason = (error: unknown) =>
  error instanceof ApiError ? error.message : '生成文件时出错，请重新导出';

/** Files of one company made at once, on every instance together: the others' take turns. */
const exportsPerCompany = 1;
/** How far back the files a company had made count against its turn. */
export const exportTurnMs = 10 * 60_000;

/**
 * Takes the next file to make: a queued one, or one whose worker's lease ran out (it is started
 * again from scratch). Companies take turns: the company with the fewest files made in the last
 * ten minutes or in the making goes first (then the oldest file), so one company's five exports
 * do not hold another's one back, and a company with `exportsPerCompany` files in the making
 * waits. Each file is claimed by one worker only (SKIP LOCKED).
 */
async function claim(db: Db, at: Date) {
  const queued = [...exportTransitions.start.from];
  const making = [...exportTransitions.restart.from];
  const next = db
    .select({ id: exportFiles.id })
    .from(exportFiles)
    .where(
      and(
        or(
          inArray(exportFiles.state, queued),
          and(
            inArray(exportFiles.state, making),
            lte(exportFiles.leasedUntil, at),
            lt(exportFiles.attempts, exportMaxAttempts),
          ),
        ),
        sql`(select count(*) from export_files other where other.company_id = ${exportFiles.companyId}
          and other.state in ${making} and other.leased_until > ${at}) < ${exportsPerCompany}`,
      ),
    )
    .orderBy(
      sql`(select count(*) from export_files other where other.company_id = ${exportFiles.companyId}
        and (other.state in ${making} or other.finished_at > ${new Date(at.getTime() - exportTurnMs)}))`,
      exportFiles.createdAt,
      exportFiles.id,
    )
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(exportFiles)
    .set({
      state: exportTransitions.start.to,
      progress: 0,
      leasedUntil: leaseFrom(at),
      attempts: sql`${exportFiles.attempts} + 1`,
    })
    .where(inArray(exportFiles.id, next))
    .returning();
  return row;
}

/** Fails the files whose workers died while making them as often as a file may be started. */
async function giveUpCrashed(db: Db, at: Date) {
  const given = await db
    .update(exportFiles)
    .set({
      state: exportTransitions.fail.to,
      error: crashedReason,
      finishedAt: at,
      leasedUntil: null,
    })
    .where(
      and(
        inArray(exportFiles.state, [...exportTransitions.restart.from]),
        lte(exportFiles.leasedUntil, at),
        gte(exportFiles.attempts, exportMaxAttempts),
      ),
    )
    .returning({ id: exportFiles.id });
  return given.length;
}

/**
 * Makes every queued export and every one a crashed worker left half made, one at a time;
 * several instances may run this at once. Returns how many it made and how many failed.
 */
export async function runExports(
  db: Db,
  store: UploadStore,
  now: () => Date,
  log: (facts: object, message: string) => void = () => {},
) {
  let made = 0;
  let failed = await giveUpCrashed(db, now());
  for (;;) {
    const row = await claim(db, now());
    if (!row) return { made, failed };
    if (row.attempts > 1) {
      log({ exportId: row.id.toString(), attempt: row.attempts }, 'export restarted');
    }
    try {
      const rows = await generate(db, store, row, now);
      log({ exportId: row.id.toString(), kind: row.kind, rows }, 'export ready');
      made += 1;
    } catch (error) {
      if (error instanceof LeaseLost) {
        log({ exportId: row.id.toString() }, 'export taken over after its lease ran out');
        continue;
      }
      log({ exportId: row.id.toString(), kind: row.kind, err: error }, 'export failed');
      const values = { error: failureReason(error), finishedAt: now(), leasedUntil: null };
      if (await transition(db, row.id, 'fail', values, row.attempts)) failed += 1;
    }
  }
}

/**
 * Deletes the stored files of exports past their expiry; their rows stay, shown as 已过期.
 * Returns how many files went.
 */
export async function expireExports(db: Db, store: UploadStore, now: Date) {
  const due = await db
    .select({ id: exportFiles.id, storageKey: exportFiles.storageKey })
    .from(exportFiles)
    .where(and(lte(exportFiles.expiresAt, now), isNotNull(exportFiles.storageKey)));
  for (const file of due) {
    await store.delete(file.storageKey!);
    await db.update(exportFiles).set({ storageKey: null }).where(eq(exportFiles.id, file.id));
  }
  return due.length;
}
