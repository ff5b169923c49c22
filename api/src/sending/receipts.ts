import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  deliveryRank,
  failureCauses,
  sendTaskStatus,
  type FailureCause,
} from '../contract/sending-status.ts';
import type { Db } from '../db/client.ts';
import { sendRecipients, sendTasks, deliveryReceipts } from './tables.ts';
import { giveBack, recordUsage } from '../ledger/ledger.ts';
import { parseMessageId, type ReceiptIntake } from '../messaging/gateway.ts';
import { lockTask } from './lifecycle.ts';
import { endedNotice, postTaskNotice } from './notices.ts';
import { deliveryCountsOf } from './views.ts';
import { queuedReceiptEvents } from '../webhooks/outbox.ts';

/**
 * Sending's receipt intake, which every gateway is given (`ReceiptIntake`): receipts are stored as
 * they come, duplicates and out of order, each due at its arrival; applying them keeps the furthest
 * state. Receipts of message ids that are not a task's are dropped.
 */
export async function acceptReceipts(
  db: Db,
  receipts: Parameters<ReceiptIntake>[0],
  { newMessagesOnly = false }: Parameters<ReceiptIntake>[1] = {},
) {
  const rows = receipts.flatMap((r) => {
    const key = parseMessageId(r.messageId);
    return key
      ? [
          {
            task_id: key.taskId.toString(),
            seq: key.seq,
            state: r.state,
            cause: r.cause,
            due_at: r.dueAt.toISOString(),
          },
        ]
      : [];
  });
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into delivery_receipts (task_id, seq, state, cause, due_at)
    select r.task_id, r.seq, r.state, r.cause, r.due_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(task_id bigint, seq int, state text, cause text, due_at timestamptz)
    ${
      newMessagesOnly
        ? sql`where not exists (
            select 1 from delivery_receipts d where d.task_id = r.task_id and d.seq = r.seq
          )`
        : sql``
    }`);
}

/** The rank of a delivery state in SQL (contract `deliveryRank`), for applying receipts. */
function rankSql(state: SQL | ReturnType<typeof sql.raw>) {
  const whens = Object.entries(deliveryRank).map(
    ([s, rank]) => sql`when '${sql.raw(s)}' then ${sql.raw(String(rank))}`,
  );
  return sql`(case ${state} ${sql.join(whens, sql` `)} end)`;
}

/** Failure causes whose messages are given back. */
const refundedCauses = (Object.keys(failureCauses) as FailureCause[]).filter(
  (c) => failureCauses[c].refunded,
);

/**
 * Applies the receipts that have arrived by `now`, oldest first: each recipient moves only to a
 * state of higher rank (contract `afterReceipt`), so duplicates and receipts out of order end in
 * the same state. A delivery or read receipt also says how the phone received the message, its
 * 接收能力: 5G, or SMS for a fallback. Returns how many receipts were applied.
 *
 * One applier at a time, on every instance (a transaction-scoped advisory lock; the next waits
 * for it and takes what is left): each receipt is then written once, its `applied_at`, where
 * claiming the rows with FOR UPDATE SKIP LOCKED wrote each twice (the row lock, then the update).
 */
export async function applyReceipts(db: Db, now: Date, limit = 20_000) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('apply-receipts'))`);
    const result = await tx.execute(sql`
      with due as (
        select id from delivery_receipts
        where applied_at is null and due_at <= ${at}
        order by id limit ${limit}
      ), marked as (
        update delivery_receipts d set applied_at = ${at}
        from due where d.id = due.id
        returning d.task_id, d.seq, d.state, d.cause
      ), best as (
        select distinct on (task_id, seq) task_id, seq, state, cause, ${rankSql(sql.raw('state'))} as rank
        from marked order by task_id, seq, ${rankSql(sql.raw('state'))} desc
      ), applied as (
        update send_recipients r
        set state = best.state, cause = best.cause, updated_at = ${at},
          capability = case best.state
            when 'deliveredSms' then 'sms' when 'delivered5g' then 'rcs' when 'read' then 'rcs'
            else r.capability end
        from best
        where r.task_id = best.task_id and r.seq = best.seq
          and best.rank > ${rankSql(sql.raw('r.state'))}
        returning r.task_id, r.seq, r.company_id, r.mobile, r.state, r.cause
      ), webhooks as (${queuedReceiptEvents(sql.raw('applied'), now)})
      select (select count(*) from marked)::int as n`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return rows[0]?.n ?? 0;
  });
}

/**
 * Tasks that ended (sent, failed, cancelled) whose every recipient's outcome is known get their
 * refund: one kind-6 entry for the failures that were not the customer's fault, then
 * `receiptsFinalAt`; the company is told the outcome of a sent or failed task (a cancelled one was
 * the customer's own doing). Returns the tasks finalised.
 */
export async function finaliseTasks(db: Db, now: Date) {
  const candidates = await db
    .select({ id: sendTasks.id })
    .from(sendTasks)
    .where(
      and(
        inArray(sendTasks.status, [
          sendTaskStatus.sent,
          sendTaskStatus.failed,
          sendTaskStatus.cancelled,
        ]),
        isNull(sendTasks.receiptsFinalAt),
      ),
    );
  let finalised = 0;
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      const task = await lockTask(tx, id);
      if (task.receiptsFinalAt) return false;
      const [open] = await tx
        .select({ seq: sendRecipients.seq })
        .from(sendRecipients)
        .where(
          and(
            eq(sendRecipients.taskId, id),
            inArray(sendRecipients.state, ['pending', 'submitted']),
          ),
        )
        .limit(1);
      if (open) return false;
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(sendRecipients)
        .where(
          and(
            eq(sendRecipients.taskId, id),
            eq(sendRecipients.state, 'failed'),
            inArray(sendRecipients.cause, refundedCauses),
          ),
        )) as [{ n: number }];
      if (n > 0 && !task.prepaid) {
        await giveBack(tx, {
          companyId: task.companyId,
          category: 1,
          quantity: n,
          now,
          title: `发送任务「${task.name}」失败退还`,
          description: `发送任务「${task.name}」失败退还${n}条`,
        });
        await recordUsage(tx, task.companyId, 1, now, -n);
      }
      await tx
        .update(sendTasks)
        .set({ refundedCount: task.prepaid ? 0 : n, receiptsFinalAt: now, updatedAt: now })
        .where(eq(sendTasks.id, id));
      if (task.status !== sendTaskStatus.cancelled && !task.prepaid) {
        const counts = (await deliveryCountsOf(tx, [id])).get(id)!;
        await postTaskNotice(tx, task, endedNotice(task, counts, n), now);
      }
      return true;
    });
    if (done) finalised += 1;
  }
  return finalised;
}

/** When the next receipt is due, if any is waiting. */
export async function nextReceiptDue(db: Db) {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${deliveryReceipts.dueAt})` })
    .from(deliveryReceipts)
    .where(isNull(deliveryReceipts.appliedAt));
  return row?.at ? new Date(row.at) : null;
}
