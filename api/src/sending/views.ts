import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { carrierCodes, carrierName, type CarrierCode } from '../contract/schemas/messaging.ts';
import {
  maskMobile,
  mobileFilterProblem,
  shownMobile,
  type DeliveryCounts,
} from '../contract/schemas/sending.ts';
import {
  failureCauses,
  sendTaskStatus,
  type Capability,
  type DeliveryState,
  type FailureCause,
} from '../contract/sending-status.ts';
import type { Db, Tx } from '../db/client.ts';
import { sendRecipients, sendTaskEvents, sendTasks } from './tables.ts';
import { actorsOf, companyNames } from '../accounts/accounts.ts';
import { groupsOf } from '../contacts/reads.ts';
import { templateNames, templatesByIds } from '../messaging/sendable.ts';
import { ApiError } from '../errors.ts';
import { containing, pageOf, withinChinaDays } from '../lib/lists.ts';
import { minutesWaited } from '../messaging/review-window.ts';
import { templateViews } from '../messaging/templates.ts';
import type { UploadStore } from '../uploads/store.ts';
import type { StoredRequest } from './create.ts';
import { taskNotFound, type Task } from './lifecycle.ts';
import { recipientVariables } from './variables.ts';
import { repliesOf, taskInteractions } from './upstream.ts';
import { messageIdOf } from '../messaging/gateway.ts';

/** Send tasks and their recipients as the console and the management platform show them. */
const emptyCounts = (): DeliveryCounts => ({
  total: 0,
  delivered5g: 0,
  deliveredSms: 0,
  read: 0,
  failed: 0,
  notSent: 0,
  pending: 0,
});

/** Each task's recipients by state (`pending` counts those whose outcome is not known yet). */
export async function deliveryCountsOf(db: Db | Tx, taskIds: bigint[]) {
  const result = new Map<bigint, DeliveryCounts>(taskIds.map((id) => [id, emptyCounts()]));
  if (taskIds.length === 0) return result;
  const rows = await db
    .select({ taskId: sendRecipients.taskId, state: sendRecipients.state, n: count() })
    .from(sendRecipients)
    .where(inArray(sendRecipients.taskId, taskIds))
    .groupBy(sendRecipients.taskId, sendRecipients.state);
  for (const { taskId, state, n } of rows) {
    const counts = result.get(taskId)!;
    counts.total += n;
    const s = state as DeliveryState;
    if (s === 'pending' || s === 'submitted') counts.pending += n;
    else counts[s] += n;
  }
  return result;
}

export const iso = (at: Date | null) => (at ? at.toISOString() : null);

async function taskViews(db: Db, rows: Task[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, counts] = await Promise.all([
    templateNames(
      db,
      rows.map((r) => r.templateId),
    ),
    deliveryCountsOf(db, ids),
  ]);
  return rows.map((task) => {
    const template = names.get(task.templateId)!;
    return {
      id: task.id.toString(),
      name: task.name,
      templateId: task.templateId.toString(),
      templateName: template.name,
      chatbotId: task.chatbotId.toString(),
      chatbotName: template.chatbotName,
      status: task.status,
      counts: counts.get(task.id)!,
      chargedCount: task.chargedCount,
      refundedCount: task.refundedCount,
      sendAt: iso(task.sendAt),
      rejectReason: task.rejectReason,
      endNote: task.endNote,
      createTime: task.createdAt.toISOString(),
      submitTime: iso(task.submittedAt),
      startTime: iso(task.startedAt),
      finishTime: iso(task.finishedAt),
      receiptsFinalTime: iso(task.receiptsFinalAt),
    };
  });
}

export async function findTask(db: Db, companyId: bigint, taskId: bigint) {
  const [task] = await db
    .select()
    .from(sendTasks)
    .where(and(eq(sendTasks.id, taskId), eq(sendTasks.companyId, companyId)));
  if (!task) throw taskNotFound();
  return task;
}

export async function taskView(db: Db, task: Task) {
  return (await taskViews(db, [task]))[0]!;
}

/** A task with its timeline; typed numbers by `shownMobile` for this session. */
export async function taskDetail(db: Db, task: Task, unlocked: boolean) {
  const request = task.request as StoredRequest;
  const [view, events, groups, interactions] = await Promise.all([
    taskView(db, task),
    db
      .select()
      .from(sendTaskEvents)
      .where(eq(sendTaskEvents.taskId, task.id))
      .orderBy(asc(sendTaskEvents.createdAt), asc(sendTaskEvents.id)),
    groupsOf(db, task.companyId, request.groupIds.map(BigInt)),
    taskInteractions(db, task.id),
  ]);
  const actors = await actorsOf(
    db,
    events.flatMap((event) => event.actorUserId ?? []),
  );
  return {
    ...view,
    request: {
      mobiles: request.mobiles.map((mobile) => shownMobile(mobile, unlocked)),
      groups: groups.map((g) => ({ id: g.id.toString(), name: g.name })),
    },
    events: events.map((event) => ({
      event: event.event,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actorName:
        event.actorUserId === null ? null : (actors.get(event.actorUserId)?.account ?? null),
      reason: event.reason,
      time: event.createdAt.toISOString(),
    })),
    interactions,
    unlocked,
  };
}

export async function listTasks(
  db: Db,
  companyId: bigint,
  query: {
    page: number;
    pageSize: number;
    status?: number;
    name?: string;
    startDay?: string;
    endDay?: string;
  },
) {
  const where = and(
    eq(sendTasks.companyId, companyId),
    query.status !== undefined ? eq(sendTasks.status, query.status) : undefined,
    query.name ? sql`${sendTasks.name} ilike ${containing(query.name)}` : undefined,
    withinChinaDays(sendTasks.createdAt, query.startDay, query.endDay),
  );
  const { total, rows } = await pageOf(
    db,
    query,
    sendTasks,
    where,
    db
      .select()
      .from(sendTasks)
      .where(where)
      .orderBy(desc(sendTasks.createdAt), desc(sendTasks.id))
      .$dynamic(),
  );
  return { total, list: await taskViews(db, rows) };
}

export const causeName = (cause: string | null) =>
  cause ? (failureCauses[cause as FailureCause]?.name ?? cause) : null;

/** The filters of a task's recipients table: state, failure cause, part of the number. */
export type RecipientFilter = { state?: DeliveryState; cause?: FailureCause; mobile?: string };

export const recipientsWhere = (taskId: bigint, filter: RecipientFilter) =>
  and(
    eq(sendRecipients.taskId, taskId),
    filter.state ? eq(sendRecipients.state, filter.state) : undefined,
    filter.cause ? eq(sendRecipients.cause, filter.cause) : undefined,
    filter.mobile ? sql`${sendRecipients.mobile} like ${`%${filter.mobile}%`}` : undefined,
  );

/** A page of a task's recipients, numbers by `shownMobile` for this session. */
export async function listRecipients(
  db: Db,
  companyId: bigint,
  unlocked: boolean,
  query: RecipientFilter & { id: string; page: number; pageSize: number },
) {
  const problem = query.mobile ? mobileFilterProblem(query.mobile, unlocked) : null;
  if (problem) throw new ApiError(codes.invalidRequest, problem, 400);
  const task = await findTask(db, companyId, BigInt(query.id));
  const where = recipientsWhere(task.id, query);
  const { total, rows } = await pageOf(
    db,
    query,
    sendRecipients,
    where,
    db.select().from(sendRecipients).where(where).orderBy(asc(sendRecipients.seq)).$dynamic(),
  );
  const replies = await repliesOf(db, rows);
  return {
    total,
    unlocked,
    list: rows.map((r) => ({
      seq: r.seq,
      mobile: shownMobile(r.mobile, unlocked),
      name: r.name,
      carrier: r.carrier as CarrierCode,
      carrierName: carrierName(r.carrier as CarrierCode),
      capability: r.capability as Capability,
      state: r.state as DeliveryState,
      cause: r.cause,
      causeName: causeName(r.cause),
      submitTime: iso(r.submittedAt),
      updateTime: r.updatedAt.toISOString(),
      replies: replies.get(messageIdOf(r.taskId, r.seq)) ?? [],
    })),
  };
}

/** task/getFailCarrier: per carrier, recipients and failures by cause. */
export async function failuresByCarrier(db: Db, companyId: bigint, taskId: bigint) {
  const task = await findTask(db, companyId, taskId);
  const rows = await db
    .select({
      carrier: sendRecipients.carrier,
      state: sendRecipients.state,
      cause: sendRecipients.cause,
      n: count(),
    })
    .from(sendRecipients)
    .where(eq(sendRecipients.taskId, task.id))
    .groupBy(sendRecipients.carrier, sendRecipients.state, sendRecipients.cause);
  return carrierCodes.map((carrier) => {
    const mine = rows.filter((r) => r.carrier === carrier);
    const failures = mine.filter((r) => r.state === 'failed');
    const causes: Record<string, number> = {};
    for (const f of failures)
      causes[f.cause ?? 'unknown'] = (causes[f.cause ?? 'unknown'] ?? 0) + f.n;
    return {
      carrier,
      carrierName: carrierName(carrier),
      total: mine.reduce((sum, r) => sum + r.n, 0),
      failed: failures.reduce((sum, r) => sum + r.n, 0),
      causes,
    };
  });
}

/** How many of a task's recipients the reviewer sees the message for. */
const reviewSamples = 3;

export async function taskQueue(
  db: Db,
  store: UploadStore,
  query: { page: number; pageSize: number; status?: number },
  now: Date,
) {
  const status = query.status ?? sendTaskStatus.pendingReview;
  const where = eq(sendTasks.status, status);
  const { total, rows } = await pageOf(
    db,
    query,
    sendTasks,
    where,
    db
      .select()
      .from(sendTasks)
      .where(where)
      .orderBy(asc(sendTasks.submittedAt), asc(sendTasks.id))
      .$dynamic(),
  );
  const [views, names, templates] = await Promise.all([
    taskViews(db, rows),
    companyNames(
      db,
      rows.map((task) => task.companyId),
    ),
    templatesByIds(
      db,
      rows.map((task) => task.templateId),
    ),
  ]);
  const shown = templates.size ? await templateViews(db, store, [...templates.values()], now) : [];
  const samples = rows.length
    ? await db
        .select({
          taskId: sendRecipients.taskId,
          mobile: sendRecipients.mobile,
          name: sendRecipients.name,
          variables: sendRecipients.variables,
        })
        .from(sendRecipients)
        .where(
          and(
            inArray(
              sendRecipients.taskId,
              rows.map((task) => task.id),
            ),
            lt(sendRecipients.seq, reviewSamples + 1),
          ),
        )
        .orderBy(asc(sendRecipients.taskId), asc(sendRecipients.seq))
    : [];
  return {
    total,
    list: views.map((view, i) => {
      const task = rows[i]!;
      const request = task.request as StoredRequest;
      return {
        ...view,
        companyName: names.get(task.companyId)!.name,
        template: shown.find((v) => v.id === task.templateId.toString())!,
        carriers: request.carriers,
        capabilities: request.capabilities,
        waitedMinutes:
          task.status === sendTaskStatus.pendingReview && task.submittedAt
            ? minutesWaited(task.submittedAt, now)
            : null,
        samples: samples
          .filter((sample) => sample.taskId === task.id)
          .map(({ mobile, name, variables }) => ({
            mobile: maskMobile(mobile),
            name,
            variables: recipientVariables(name, variables),
          })),
      };
    }),
  };
}
