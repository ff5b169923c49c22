import { and, asc, eq, getTableColumns, inArray, isNull, sql, gt, lte, max, or } from 'drizzle-orm';
import { type CarrierCode, templateContent } from '../contract/schemas/messaging.ts';
import { sendTaskStatus, type FailureCause } from '../contract/sending-status.ts';
import type { Db, Tx } from '../db/client.ts';
import { sendRecipients, sendTasks, sendBatches } from './tables.ts';
import { chatbotSenders, suspendedAt, templatesByIds } from '../messaging/sendable.ts';
import { debit, lockAvailable, recordUsage } from '../ledger/ledger.ts';
import { templateGsmaMessage } from '../messaging/templates.ts';
import type { UploadStore } from '../uploads/store.ts';
import type { MessageProvider, OutgoingMessage } from '../accounts/messages.ts';
import {
  GatewayUnavailable,
  messageIdOf,
  type MessageGateway,
  type OutboundMessage,
} from '../messaging/gateway.ts';
import { fillVariables, recipientVariables } from './variables.ts';
import { limitsOnceFilled } from './filled-content.ts';
import { transition } from './lifecycle.ts';

/**
 * Dispatch (api/README.md, "Sending"): a sending task's recipients charged and handed to the
 * gateway in batches. As with receipts and the schedule, every step is a function of the database
 * and `now`, so jobs and tests run the same code; several instances may run them at once (rows are
 * leased with SKIP LOCKED, nothing is shared in memory).
 */
export type SendingDeps = {
  db: Db;
  gateway: MessageGateway;
  store: UploadStore;
  messageProvider: MessageProvider;
  /** Messages per batch (one ledger entry each). */
  batchSize: number;
  /** Upper bound on messages handed to the gateway per second, per worker. */
  ratePerSecond: number;
};

export const sendingDefaults = { batchSize: 500, ratePerSecond: 2000 } as const;

/** How long to wait before handing a batch over again after a transient failure. */
const retryDelayMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** (attempts - 1));
/** After this many transient failures the batch's messages fail with 运营商故障 (refunded). */
const maxAttempts = 8;
/** A worker handing a batch over holds it this long; after a crash another worker takes it. */
const leaseMs = 60_000;

export const arrearsNote = '平台账户欠费，余下号码未发送';

/**
 * Charges the next batch of one sending task: in one transaction, with the task locked (so pause
 * and cancel wait for it and act between batches), one kind-4 debit for the batch, its recipients
 * marked submitted, and the batch recorded as `charged`. When the balance runs out, the rest fail
 * with 平台账户欠费. A task with nothing left is finished. Returns the batch to hand over.
 */
async function chargeNextBatch(deps: SendingDeps, now: Date) {
  const { db } = deps;
  let alert: OutgoingMessage | null = null;
  const charged = await db.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(sendTasks)
      .where(
        and(
          eq(sendTasks.status, sendTaskStatus.sending),
          sql`exists (select 1 from send_recipients r
                      where r.task_id = ${sendTasks.id} and r.state = 'pending')`,
        ),
      )
      .orderBy(asc(sendTasks.startedAt), asc(sendTasks.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!task) {
      await finishDone(tx, now);
      return null;
    }
    // Recipients are charged in order of seq (1…n): the next batch starts after the charged ones,
    // found through the primary key whatever the task's size (past the few that failed uncharged).
    const window = await tx
      .select({
        seq: sendRecipients.seq,
        name: sendRecipients.name,
        variables: sendRecipients.variables,
        carrier: sendRecipients.carrier,
      })
      .from(sendRecipients)
      .where(
        and(
          eq(sendRecipients.taskId, task.id),
          gt(sendRecipients.seq, task.chargedCount),
          eq(sendRecipients.state, 'pending'),
        ),
      )
      .orderBy(asc(sendRecipients.seq))
      .limit(deps.batchSize);
    const sending = await sendingOf(tx, task);
    const pending = await chargeable(tx, task.id, window, sending, now);
    // The balance stays locked for the batch; lots past their expiry no longer count.
    const available = await lockAvailable(tx, task.companyId, 1, now);
    const n = Math.min(pending.length, available);
    let batch: number | null = null;
    if (n > 0) {
      const [{ last }] = (await tx
        .select({ last: max(sendBatches.batch) })
        .from(sendBatches)
        .where(eq(sendBatches.taskId, task.id))) as [{ last: number | null }];
      batch = (last ?? 0) + 1;
      alert = await debit(tx, {
        companyId: task.companyId,
        category: 1,
        kind: 4,
        quantity: n,
        now,
        description: `发送任务「${task.name}」第${batch}批`,
      });
      // By primary key: the pending recipients read above, under the task's lock. (By state the
      // update would walk every pending recipient of the task for each batch.)
      await tx
        .update(sendRecipients)
        .set({ state: 'submitted', batch, submittedAt: now, updatedAt: now })
        .where(
          and(
            eq(sendRecipients.taskId, task.id),
            inArray(
              sendRecipients.seq,
              pending.slice(0, n).map((r) => r.seq),
            ),
          ),
        );
      await tx
        .insert(sendBatches)
        .values({ taskId: task.id, batch, size: n, nextAttemptAt: now, createdAt: now });
      await tx
        .update(sendTasks)
        .set({ chargedCount: sql`${sendTasks.chargedCount} + ${n}`, updatedAt: now })
        .where(eq(sendTasks.id, task.id));
      await recordUsage(tx, task.companyId, 1, now, n);
    }
    if (n < pending.length) {
      await tx
        .update(sendRecipients)
        .set({ state: 'failed', cause: 'arrears', updatedAt: now })
        .where(and(eq(sendRecipients.taskId, task.id), eq(sendRecipients.state, 'pending')));
      await tx.update(sendTasks).set({ endNote: arrearsNote }).where(eq(sendTasks.id, task.id));
    }
    return { taskId: task.id, batch, sending };
  });
  if (alert) await deps.messageProvider.send(alert, now);
  return charged;
}

/** What a task's messages are made of: its template and its service account. */
async function sendingOf(db: Db | Tx, task: { templateId: bigint; chatbotId: bigint }) {
  const [templates, senders] = await Promise.all([
    templatesByIds(db, [task.templateId]),
    chatbotSenders(db, [task.chatbotId]),
  ]);
  return { template: templates.get(task.templateId)!, sender: senders.get(task.chatbotId)! };
}
type Sending = Awaited<ReturnType<typeof sendingOf>>;

/**
 * The recipients that can be charged. The others fail, uncharged: those whose values break a limit
 * of the template with 变量内容超出模板限制, those whose carrier suspended the service account
 * (§13.1 暂停) with 服务号已被运营商暂停.
 */
async function chargeable<
  R extends { seq: number; name: string; variables: Record<string, string>; carrier: string },
>(tx: Tx, taskId: bigint, recipients: R[], { template, sender }: Sending, now: Date) {
  const brokenLimit = limitsOnceFilled(templateContent.parse(template.content));
  const suspended = suspendedAt(sender.carrierStatuses);
  const causeOf = (r: R): FailureCause | null =>
    brokenLimit(recipientVariables(r.name, r.variables)) !== null
      ? 'contentLimit'
      : suspended.has(r.carrier as CarrierCode)
        ? 'chatbotSuspended'
        : null;
  const failing = new Map<FailureCause, number[]>();
  const rest: R[] = [];
  for (const r of recipients) {
    const cause = causeOf(r);
    if (cause === null) rest.push(r);
    else if (failing.has(cause)) failing.get(cause)!.push(r.seq);
    else failing.set(cause, [r.seq]);
  }
  for (const [cause, seqs] of failing) {
    await tx
      .update(sendRecipients)
      .set({ state: 'failed', cause, updatedAt: now })
      .where(and(eq(sendRecipients.taskId, taskId), inArray(sendRecipients.seq, seqs)));
  }
  return rest;
}

/**
 * Sending tasks with no recipient left to dispatch and every batch handed over end: 4 sent, or
 * 5 failed when nothing could be sent (the balance ran out before the first batch).
 */
async function finishDone(tx: Tx, now: Date) {
  const done = await tx
    .select()
    .from(sendTasks)
    .where(
      and(
        eq(sendTasks.status, sendTaskStatus.sending),
        sql`not exists (select 1 from send_recipients r
                        where r.task_id = ${sendTasks.id} and r.state = 'pending')`,
        sql`not exists (select 1 from send_batches b
                        where b.task_id = ${sendTasks.id} and b.state = 'charged')`,
      ),
    )
    .for('update', { skipLocked: true });
  for (const task of done) {
    await transition(tx, task, task.chargedCount > 0 ? 'finish' : 'fail', {
      actorUserId: null,
      reason: task.endNote,
      now,
      set: { finishedAt: now },
    });
  }
}

/** The GSMA message of a task's template, with each recipient's variables filled in. */
async function messagesOf(
  deps: SendingDeps,
  { taskId, batch, size }: { taskId: bigint; batch: number; size: number },
  { template, sender }: Sending,
  now: Date,
) {
  const base = JSON.stringify(
    await templateGsmaMessage(deps.db, deps.store, templateContent.parse(template.content), now),
  );
  const recipients = await deps.db
    .select({
      seq: sendRecipients.seq,
      mobile: sendRecipients.mobile,
      carrier: sendRecipients.carrier,
      name: sendRecipients.name,
      variables: sendRecipients.variables,
    })
    .from(sendRecipients)
    .where(and(eq(sendRecipients.taskId, taskId), eq(sendRecipients.batch, batch)))
    .orderBy(asc(sendRecipients.seq))
    .limit(size);
  const { cmccTemplateId, variables: placeholders } = template;
  return recipients.map((r): OutboundMessage => {
    const variables = recipientVariables(r.name, r.variables);
    return {
      messageId: messageIdOf(taskId, r.seq),
      mobile: r.mobile,
      carrier: r.carrier as CarrierCode,
      chatbotName: sender.name,
      chatbotUri: sender.carrierChatbotIds[r.carrier as CarrierCode] ?? null,
      message: JSON.parse(fillVariables(base, variables)),
      ...(r.carrier === 'cmcc' &&
        cmccTemplateId && {
          carrierTemplate: {
            id: cmccTemplateId,
            variables: Object.fromEntries(
              placeholders.filter((name) => name in variables).map((n) => [n, variables[n]!]),
            ),
          },
        }),
    };
  });
}

/** Ends a batch without handing it over again: its messages still submitted fail with `cause`. */
async function closeBatch(
  tx: Tx,
  { taskId, batch }: { taskId: bigint; batch: number },
  cause: FailureCause,
  now: Date,
) {
  await tx
    .update(sendRecipients)
    .set({ state: 'failed', cause, updatedAt: now })
    .where(
      and(
        eq(sendRecipients.taskId, taskId),
        eq(sendRecipients.batch, batch),
        eq(sendRecipients.state, 'submitted'),
      ),
    );
  await tx
    .update(sendBatches)
    .set({ state: 'handed', leasedUntil: null })
    .where(and(eq(sendBatches.taskId, taskId), eq(sendBatches.batch, batch)));
}

/**
 * Hands one charged batch to the gateway: leased, sent (idempotent by message id), then marked
 * handed. A transient failure schedules a retry with backoff; after `maxAttempts` the batch's
 * messages fail with 运营商故障 and are refunded with the task's receipts. A batch whose task was
 * cancelled after it was charged does not go out: its messages fail as 已撤回, refunded the same
 * way. Returns how many messages went to the gateway, or null when no batch was due. `only` is
 * the batch just charged, with what its task sends.
 */
async function handOver(
  deps: SendingDeps,
  now: Date,
  only?: { taskId: bigint; batch: number; sending: Sending },
) {
  const { db } = deps;
  const due = and(
    eq(sendBatches.state, 'charged'),
    lte(sendBatches.nextAttemptAt, now),
    or(isNull(sendBatches.leasedUntil), lte(sendBatches.leasedUntil, now)),
    only ? and(eq(sendBatches.taskId, only.taskId), eq(sendBatches.batch, only.batch)) : undefined,
  );
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        ...getTableColumns(sendBatches),
        status: sendTasks.status,
        templateId: sendTasks.templateId,
        chatbotId: sendTasks.chatbotId,
      })
      .from(sendBatches)
      .innerJoin(sendTasks, eq(sendTasks.id, sendBatches.taskId))
      .where(due)
      .orderBy(asc(sendBatches.nextAttemptAt))
      .limit(1)
      .for('update', { of: sendBatches, skipLocked: true });
    if (!row) return null;
    if (row.status === sendTaskStatus.cancelled) {
      await closeBatch(tx, row, 'revoked', now);
      return { ...row, withdrawn: true };
    }
    await tx
      .update(sendBatches)
      .set({ leasedUntil: new Date(now.getTime() + leaseMs), attempts: row.attempts + 1 })
      .where(and(eq(sendBatches.taskId, row.taskId), eq(sendBatches.batch, row.batch)));
    return { ...row, attempts: row.attempts + 1, withdrawn: false };
  });
  if (!claimed) return null;
  if (claimed.withdrawn) return 0;
  const key = and(eq(sendBatches.taskId, claimed.taskId), eq(sendBatches.batch, claimed.batch));
  const messages = await messagesOf(
    deps,
    claimed,
    only?.sending ?? (await sendingOf(db, claimed)),
    now,
  );
  try {
    await deps.gateway.sendBatch(messages, { now, attempt: claimed.attempts });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    if (claimed.attempts < maxAttempts) {
      await db
        .update(sendBatches)
        .set({
          leasedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(claimed.attempts)),
        })
        .where(key);
    } else {
      await db.transaction((tx) => closeBatch(tx, claimed, 'carrierFault', now));
    }
    return messages.length;
  }
  await db.update(sendBatches).set({ state: 'handed', leasedUntil: null }).where(key);
  return messages.length;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs dispatch until nothing is left that is due, or `budgetMs` has passed: batches waiting for
 * a retry first, then new batches of sending tasks, each handed over right after it is charged,
 * at most `ratePerSecond` messages a second. Returns true when it stopped with work left.
 */
export async function runDispatch(
  deps: SendingDeps,
  now: () => Date,
  { budgetMs = 10_000, maxBatches = Infinity }: { budgetMs?: number; maxBatches?: number } = {},
) {
  const started = Date.now();
  let sent = 0;
  let batches = 0;
  const pace = async () => {
    const ahead = (sent / deps.ratePerSecond) * 1000 - (Date.now() - started);
    if (ahead > 0) await sleep(ahead);
  };
  while (Date.now() - started < budgetMs && batches < maxBatches) {
    batches += 1;
    const retried = await handOver(deps, now());
    if (retried !== null) {
      sent += retried;
      await pace();
      continue;
    }
    const charged = await chargeNextBatch(deps, now());
    if (!charged) return false;
    if (charged.batch !== null) {
      sent += (await handOver(deps, now(), { ...charged, batch: charged.batch })) ?? 0;
      await pace();
    }
  }
  return true;
}

/** When the next batch waiting after a transient failure is due, if any. */
export async function nextRetryDue(db: Db) {
  const [row] = await db
    .select({ at: sql<Date | null>`min(${sendBatches.nextAttemptAt})` })
    .from(sendBatches)
    .where(eq(sendBatches.state, 'charged'));
  return row?.at ? new Date(row.at) : null;
}
