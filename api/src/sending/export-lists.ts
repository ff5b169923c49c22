import { and, asc, count, desc, eq, gt, ilike, type SQL } from 'drizzle-orm';
import type { DeliveryCounts } from '../contract/schemas/sending.ts';
import type { Db } from '../db/client.ts';
import { sendRecipients, sendTasks } from './tables.ts';
import { inIndexOrder, newestFirstAfter, type KeysetList } from '../lib/keyset.ts';
import { containing, withinChinaDays } from '../lib/lists.ts';
import { templateNames } from '../messaging/sendable.ts';
import type { Task } from './lifecycle.ts';
import { deliveryCountsOf, recipientsWhere, type RecipientFilter } from './views.ts';

// What the download centre exports of sending: a task's recipients, the send records.

const countOf = async (db: Db, table: typeof sendTasks | typeof sendRecipients, where?: SQL) =>
  (await db.select({ n: count() }).from(table).where(where))[0]!.n;

/** A task's recipients (the company's, filtered as the task detail's table is), by number. */
export function recipientsList(
  db: Db,
  companyId: bigint,
  taskId: bigint,
  filter: RecipientFilter,
): KeysetList<typeof sendRecipients.$inferSelect, number> {
  const where = and(recipientsWhere(taskId, filter), eq(sendRecipients.companyId, companyId));
  return {
    count: () => countOf(db, sendRecipients, where),
    pageAfter: (after, size) =>
      inIndexOrder(db, (q) =>
        q
          .select()
          .from(sendRecipients)
          .where(and(where, after === undefined ? undefined : gt(sendRecipients.seq, after)))
          .orderBy(asc(sendRecipients.seq))
          .limit(size),
      ),
    keyOf: (r) => r.seq,
  };
}

/** Midnight China time starting a 'yyyy-MM-dd' day. */

type SendRecordFilter = {
  status?: number;
  name?: string;
  /** Tasks created on these China-time days (both inclusive). */
  startDay?: string;
  endDay?: string;
};

/** The company's send tasks, newest first, each with its template's name and delivery counts. */
export function sendRecordsList(
  db: Db,
  companyId: bigint,
  filter: SendRecordFilter,
): KeysetList<{ task: Task; templateName: string; counts: DeliveryCounts }, bigint> {
  const where = and(
    eq(sendTasks.companyId, companyId),
    filter.status === undefined ? undefined : eq(sendTasks.status, filter.status),
    filter.name ? ilike(sendTasks.name, containing(filter.name)) : undefined,
    withinChinaDays(sendTasks.createdAt, filter.startDay, filter.endDay),
  );
  return {
    count: () => countOf(db, sendTasks, where),
    pageAfter: async (after, size) => {
      const tasks = await db
        .select()
        .from(sendTasks)
        .where(and(where, after === undefined ? undefined : newestFirstAfter(sendTasks, after)))
        .orderBy(desc(sendTasks.createdAt), desc(sendTasks.id))
        .limit(size);
      const [names, counts] = await Promise.all([
        templateNames(
          db,
          tasks.map((task) => task.templateId),
        ),
        deliveryCountsOf(
          db,
          tasks.map((task) => task.id),
        ),
      ]);
      return tasks.map((task) => ({
        task,
        templateName: names.get(task.templateId)?.name ?? '',
        counts: counts.get(task.id)!,
      }));
    },
    keyOf: (r) => r.task.id,
  };
}
