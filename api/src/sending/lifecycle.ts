import { and, eq } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { sendTaskTransitions } from '../contract/sending-status.ts';
import type { Db, Tx } from '../db/client.ts';
import { sendRecipients, sendTaskEvents, sendTasks } from './tables.ts';
import { templatesByIds } from '../messaging/sendable.ts';
import { ApiError, notFound } from '../errors.ts';
import { historyIn, statusMachine } from '../lib/status-machine.ts';
import { approvedNotice, postTaskNotice, rejectedNotice } from './notices.ts';
import { queueWebhookEvent, taskReviewEvent } from '../webhooks/outbox.ts';

/**
 * The send task's status machine (contract `sendTaskTransitions`) and every change made through
 * it: by the customer (pause, resume, cancel), the operator (review) and the clock (start).
 */
export type Task = typeof sendTasks.$inferSelect;
export type Actor = { id: bigint; companyId: bigint };

const stateChanged = () =>
  new ApiError(codes.messagingStateChanged, '任务状态已变化，请刷新后重试');
export const taskNotFound = () => notFound('发送任务');

/**
 * Applies one event of the task status machine (contract `sendTaskTransitions`) to a locked task
 * and records it: who (null for the system), when, why. Refuses with 2102 when it does not apply.
 */
export const transition = statusMachine({
  table: sendTasks,
  transitions: sendTaskTransitions,
  refused: stateChanged,
  record: historyIn(sendTaskEvents, 'taskId'),
});

/** Locks a task row for a change. */
export async function lockTask(tx: Tx, taskId: bigint, companyId?: bigint) {
  const [task] = await tx
    .select()
    .from(sendTasks)
    .where(
      and(eq(sendTasks.id, taskId), companyId ? eq(sendTasks.companyId, companyId) : undefined),
    )
    .for('update');
  if (!task) throw taskNotFound();
  return task;
}

/** Recipients not yet dispatched will not be: the task ended before their batch. */
export async function markNotSent(tx: Tx, taskId: bigint, now: Date) {
  await tx
    .update(sendRecipients)
    .set({ state: 'notSent', updatedAt: now })
    .where(and(eq(sendRecipients.taskId, taskId), eq(sendRecipients.state, 'pending')));
}

/**
 * A ready task's time has come: it starts sending (3), or fails (5) when its template expired
 * meanwhile. Returns whether it started.
 */
export async function startTask(tx: Tx, task: Task, now: Date) {
  const template = (await templatesByIds(tx, [task.templateId])).get(task.templateId);
  if (template!.expiresAt && template!.expiresAt <= now) {
    await transition(tx, task, 'fail', {
      actorUserId: null,
      reason: '模板已过期',
      now,
      set: { endNote: '模板已过期，未发送', finishedAt: now },
    });
    await markNotSent(tx, task.id, now);
    return false;
  }
  await transition(tx, task, 'start', { actorUserId: null, now, set: { startedAt: now } });
  return true;
}

export async function pauseTask(db: Db, actor: Actor, taskId: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, taskId, actor.companyId);
    return transition(tx, task, 'pause', { actorUserId: actor.id, now });
  });
}

export async function resumeTask(db: Db, actor: Actor, taskId: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, taskId, actor.companyId);
    return transition(tx, task, 'resume', { actorUserId: actor.id, now });
  });
}

/**
 * Cancels before or during sending: the recipients not yet dispatched are not sent; what was
 * handed over and has not reached the phones is taken back after (`revokeCancelled`).
 */
export async function cancelTask(db: Db, actor: Actor, taskId: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, taskId, actor.companyId);
    const cancelled = await transition(tx, task, 'cancel', {
      actorUserId: actor.id,
      now,
      set: { finishedAt: now },
    });
    await markNotSent(tx, task.id, now);
    return cancelled;
  });
}

/**
 * The operator's decision. Approval makes the task ready (2); one without a time, or whose time
 * has come, starts at once (3). Rejection (8) needs a reason; nobody is sent anything. Either way
 * the company is told in 消息中心. Returns whether dispatch has work.
 */
export async function reviewTask(
  db: Db,
  operatorId: bigint,
  decision: { id: string; approve: boolean; reason?: string },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, BigInt(decision.id));
    if (!decision.approve) {
      await transition(tx, task, 'reject', {
        actorUserId: operatorId,
        reason: decision.reason,
        now,
        set: {
          rejectReason: decision.reason ?? null,
          reviewedBy: operatorId,
          receiptsFinalAt: now,
        },
      });
      await markNotSent(tx, task.id, now);
      await postTaskNotice(tx, task, rejectedNotice(task, decision.reason!), now);
      await queueWebhookEvent(
        tx,
        task.companyId,
        taskReviewEvent(task, 'rejected', decision.reason!),
        now,
      );
      return false;
    }
    const ready = await transition(tx, task, 'approve', {
      actorUserId: operatorId,
      now,
      set: { reviewedBy: operatorId },
    });
    await postTaskNotice(tx, task, approvedNotice(ready, now), now);
    await queueWebhookEvent(tx, task.companyId, taskReviewEvent(task, 'approved', null), now);
    if (ready.sendAt && ready.sendAt > now) return false;
    return startTask(tx, ready, now);
  });
}
