import { and, eq, inArray, isNull, sql, lte, or } from 'drizzle-orm';
import { sendTaskStatus } from '../contract/sending-status.ts';
import type { Db } from '../db/client.ts';
import { sendTasks } from './tables.ts';
import { dayMs } from '../lib/calendar.ts';
import { lockTask, markNotSent, startTask, transition } from './lifecycle.ts';
import { postTaskNotice, timedOutNotice } from './notices.ts';
import { queueWebhookEvent, taskReviewEvent } from '../webhooks/outbox.ts';

const reviewTimeoutMs = dayMs;

/**
 * The clock's part: tasks not reviewed within 24 hours time out (9); approved tasks whose time has
 * come start sending (3), or fail (5) when their template expired meanwhile. Returns how many
 * started, and when the next one falls due.
 */
export async function runSchedule(db: Db, now: Date) {
  const overdue = await db
    .select({ id: sendTasks.id })
    .from(sendTasks)
    .where(
      and(
        eq(sendTasks.status, sendTaskStatus.pendingReview),
        lte(sendTasks.submittedAt, new Date(now.getTime() - reviewTimeoutMs)),
      ),
    );
  for (const { id } of overdue) {
    await db.transaction(async (tx) => {
      const task = await lockTask(tx, id);
      if (task.status !== sendTaskStatus.pendingReview) return;
      await transition(tx, task, 'timeOut', {
        actorUserId: null,
        reason: '24小时内未审核',
        now,
        set: { receiptsFinalAt: now },
      });
      await markNotSent(tx, id, now);
      await postTaskNotice(tx, task, timedOutNotice(task), now);
      await queueWebhookEvent(tx, task.companyId, taskReviewEvent(task, 'timedOut', null), now);
    });
  }
  const due = await db
    .select({ id: sendTasks.id })
    .from(sendTasks)
    .where(
      and(
        eq(sendTasks.status, sendTaskStatus.ready),
        or(isNull(sendTasks.sendAt), lte(sendTasks.sendAt, now)),
      ),
    );
  let started = 0;
  for (const { id } of due) {
    started += await db.transaction(async (tx) => {
      const task = await lockTask(tx, id);
      if (task.status !== sendTaskStatus.ready) return 0;
      return (await startTask(tx, task, now)) ? 1 : 0;
    });
  }
  const [next] = await db
    .select({
      review: sql<Date | null>`min(${sendTasks.submittedAt}) filter (where ${sendTasks.status} = 1)`,
      start: sql<Date | null>`min(${sendTasks.sendAt}) filter (where ${sendTasks.status} = 2)`,
    })
    .from(sendTasks)
    .where(inArray(sendTasks.status, [sendTaskStatus.pendingReview, sendTaskStatus.ready]));
  const times = [
    next?.review ? new Date(new Date(next.review).getTime() + reviewTimeoutMs) : null,
    next?.start ? new Date(next.start) : null,
  ].filter((t): t is Date => t !== null);
  return {
    started,
    timedOut: overdue.length,
    nextDue: times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null,
  };
}
