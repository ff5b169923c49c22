import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { chatbotStatus, nextStatus, templateSendable } from '../contract/messaging-status.ts';
import { carrierCodes, carrierName, type CarrierCode } from '../contract/schemas/messaging.ts';
import { mobilePattern } from '../contract/patterns.ts';
import {
  maskMobile,
  scheduleProblem,
  sendLimits,
  sendMessages,
  type DeliveryCounts,
  type SendPreview,
} from '../contract/schemas/sending.ts';
import {
  deliveryRank,
  failureCauses,
  sendTaskStatus,
  sendTaskTransitions,
  type Capability,
  type DeliveryState,
  type FailureCause,
  type SendTaskEvent,
} from '../contract/sending-status.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { sendRecipients, sendTaskEvents, sendTasks } from './tables.ts';
import { companies, users } from '../accounts/tables.ts';
import { passwordMatches } from '../accounts/accounts.ts';
import { detailEnquiryUnlocked, unlockDetailEnquiry } from '../accounts/sessions.ts';
import { contactGroups, contacts } from '../contacts/tables.ts';
import { chatbots, templates } from '../messaging/tables.ts';
import { ApiError } from '../errors.ts';
import { currentBalance } from '../ledger/ledger.ts';
import { dayMs } from '../lib/calendar.ts';
import { containing, pageOf } from '../lib/lists.ts';
import type { MessageGateway } from '../messaging/gateway.ts';
import { minutesWaited } from '../messaging/review-window.ts';
import { markTemplateSent, templateViews } from '../messaging/templates.ts';
import type { UploadStore } from '../uploads/store.ts';
import { carrierOfMobile, carrierSql } from './segments.ts';

type Task = typeof sendTasks.$inferSelect;
export type Actor = { id: bigint; companyId: bigint };

const stateChanged = () =>
  new ApiError(codes.messagingStateChanged, '任务状态已变化，请刷新后重试');
const taskNotFound = () => new ApiError(codes.notFound, '发送任务不存在', 404);
const invalid = (message: string) => new ApiError(codes.invalidRequest, message, 400);

/** The rank of a delivery state in SQL (contract `deliveryRank`), for applying receipts. */
export function rankSql(state: SQL | ReturnType<typeof sql.raw>) {
  const whens = Object.entries(deliveryRank).map(
    ([s, rank]) => sql`when '${sql.raw(s)}' then ${sql.raw(String(rank))}`,
  );
  return sql`(case ${state} ${sql.join(whens, sql` `)} end)`;
}

/** Failure causes whose messages are given back. */
export const refundedCauses = (Object.keys(failureCauses) as FailureCause[]).filter(
  (c) => failureCauses[c].refunded,
);

/**
 * Applies one event of the task status machine (contract `sendTaskTransitions`) to a locked task
 * and records it: who (null for the system), when, why. Refuses with 2102 when it does not apply.
 */
export async function transition(
  tx: Tx,
  task: Task,
  event: SendTaskEvent,
  change: { actorUserId: bigint | null; reason?: string | null; now: Date },
  set: Partial<typeof sendTasks.$inferInsert> = {},
): Promise<Task> {
  const to = nextStatus(sendTaskTransitions, task.status, event);
  if (to === null) throw stateChanged();
  const [updated] = await tx
    .update(sendTasks)
    .set({ ...set, status: to, updatedAt: change.now })
    .where(and(eq(sendTasks.id, task.id), eq(sendTasks.status, task.status)))
    .returning();
  if (!updated) throw stateChanged();
  await tx.insert(sendTaskEvents).values({
    id: newId(change.now.getTime()),
    taskId: task.id,
    event,
    fromStatus: task.status,
    toStatus: to,
    actorUserId: change.actorUserId,
    reason: change.reason ?? null,
    createdAt: change.now,
  });
  return updated;
}

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
  const [template] = await tx.select().from(templates).where(eq(templates.id, task.templateId));
  if (template!.expiresAt && template!.expiresAt <= now) {
    await transition(
      tx,
      task,
      'fail',
      { actorUserId: null, reason: '模板已过期', now },
      { endNote: '模板已过期，未发送', finishedAt: now },
    );
    await markNotSent(tx, task.id, now);
    return false;
  }
  await transition(tx, task, 'start', { actorUserId: null, now }, { startedAt: now });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Recipients and preview

type Resolved = {
  /** Valid typed numbers, each once, in the order typed. */
  typed: string[];
  invalid: string[];
  duplicates: string[];
  duplicateCount: number;
  groupIds: bigint[];
  /** Every number the task sends to, each once: typed first, then the groups'. */
  mobiles: string[];
  fromGroups: number;
};

async function companyGroups(db: Db | Tx, companyId: bigint, groupIds: string[]) {
  const ids = [...new Set(groupIds)].map(BigInt);
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: contactGroups.id, name: contactGroups.name })
    .from(contactGroups)
    .where(and(eq(contactGroups.companyId, companyId), inArray(contactGroups.id, ids)));
  if (found.length !== ids.length) throw invalid('所选分组不存在或已删除');
  return found;
}

/** The numbers a send request reaches: typed ones checked against spec §5, groups' contacts. */
export async function resolveRecipients(
  db: Db,
  companyId: bigint,
  input: { mobiles: string[]; groupIds: string[] },
): Promise<Resolved> {
  const groups = await companyGroups(db, companyId, input.groupIds);
  const typed: string[] = [];
  const invalidNumbers: string[] = [];
  const duplicates = new Set<string>();
  let duplicateCount = 0;
  const seen = new Set<string>();
  for (const raw of input.mobiles) {
    if (raw === '') continue;
    if (!mobilePattern.test(raw)) invalidNumbers.push(raw);
    else if (seen.has(raw)) {
      duplicateCount += 1;
      duplicates.add(raw);
    } else {
      seen.add(raw);
      typed.push(raw);
    }
  }
  const groupRows = groups.length
    ? await db
        .select({ mobile: contacts.mobile, n: count() })
        .from(contacts)
        .where(
          and(
            eq(contacts.companyId, companyId),
            inArray(
              contacts.groupId,
              groups.map((g) => g.id),
            ),
          ),
        )
        .groupBy(contacts.mobile)
    : [];
  const mobiles = [...typed];
  for (const { mobile, n } of groupRows) {
    const extra = seen.has(mobile) ? n : n - 1;
    if (extra > 0) {
      duplicateCount += extra;
      duplicates.add(mobile);
    }
    if (!seen.has(mobile)) {
      seen.add(mobile);
      mobiles.push(mobile);
    }
  }
  return {
    typed,
    invalid: invalidNumbers,
    duplicates: [...duplicates],
    duplicateCount,
    groupIds: groups.map((g) => g.id),
    mobiles,
    fromGroups: mobiles.length - typed.length,
  };
}

export function carrierCounts(mobiles: readonly string[]) {
  const counts = new Map<CarrierCode, number>(carrierCodes.map((c) => [c, 0]));
  for (const m of mobiles) {
    const c = carrierOfMobile(m);
    counts.set(c, counts.get(c)! + 1);
  }
  return carrierCodes.map((carrier) => ({
    carrier,
    carrierName: carrierName(carrier),
    count: counts.get(carrier)!,
  }));
}

export async function previewOf(
  db: Db,
  gateway: MessageGateway,
  resolved: Resolved,
  companyId: bigint,
  now: Date,
): Promise<SendPreview> {
  const split: Record<Capability, number> = { rcs: 0, sms: 0, unknown: 0 };
  const chunk = 10_000;
  for (let i = 0; i < resolved.mobiles.length; i += chunk) {
    for (const c of await gateway.capabilities(resolved.mobiles.slice(i, i + chunk))) split[c] += 1;
  }
  const total = resolved.mobiles.length;
  const balance = await currentBalance(db, companyId, 1, now);
  return {
    total,
    typedValid: resolved.typed.length,
    fromGroups: resolved.fromGroups,
    invalidCount: resolved.invalid.length,
    invalid: resolved.invalid.slice(0, sendLimits.listedProblems),
    duplicateCount: resolved.duplicateCount,
    duplicates: resolved.duplicates.slice(0, sendLimits.listedProblems),
    carriers: carrierCounts(resolved.mobiles),
    capabilities: split,
    cost: total,
    balance,
    balanceAfter: balance - total,
    shortfall: Math.max(0, total - balance),
    overLimit: total > sendLimits.recipients,
  };
}

/** The template to send: the company's, passed and not expired, of an approved service account. */
async function sendableTemplate(db: Db | Tx, companyId: bigint, templateId: bigint, now: Date) {
  const [row] = await db
    .select({ template: templates, chatbot: chatbots })
    .from(templates)
    .innerJoin(chatbots, eq(chatbots.id, templates.chatbotId))
    .where(
      and(
        eq(templates.id, templateId),
        eq(templates.companyId, companyId),
        isNull(templates.deletedAt),
      ),
    );
  if (!row) throw new ApiError(codes.notFound, '模板不存在', 404);
  const expired = row.template.expiresAt !== null && row.template.expiresAt <= now;
  if (!templateSendable(row.template.status) || expired) {
    throw new ApiError(codes.messagingStateChanged, sendMessages.templateNotSendable);
  }
  if (row.chatbot.status !== chatbotStatus.approved) {
    throw new ApiError(codes.chatbotNotReady, '服务号未审核通过，不能发送');
  }
  return row;
}

type SendInput = {
  templateId: string;
  name?: string;
  mobiles: string[];
  groupIds: string[];
  sendAt?: string | null;
};

export async function previewTask(
  db: Db,
  gateway: MessageGateway,
  actor: Actor,
  input: SendInput,
  now: Date,
) {
  await sendableTemplate(db, actor.companyId, BigInt(input.templateId), now);
  return previewOf(
    db,
    gateway,
    await resolveRecipients(db, actor.companyId, input),
    actor.companyId,
    now,
  );
}

/** What the task keeps of its request: for "copy as new" and the review queue. */
type StoredRequest = {
  mobiles: string[];
  groupIds: string[];
  carriers: SendPreview['carriers'];
  capabilities: SendPreview['capabilities'];
};

/**
 * Creates a task and its recipients, then submits it for review (0 → 1). Typed numbers and the
 * groups' contacts are expanded by INSERT … SELECT, each number once; a contact's `variables` fill
 * the template's. Refused with 2001 when the 5G balance does not cover every recipient.
 */
export async function createTask(
  db: Db,
  gateway: MessageGateway,
  actor: Actor,
  input: SendInput,
  now: Date,
) {
  const sendAt = input.sendAt ? new Date(input.sendAt) : null;
  if (sendAt) {
    const problem = scheduleProblem(sendAt, now);
    if (problem) throw invalid(problem);
  }
  const { template } = await sendableTemplate(db, actor.companyId, BigInt(input.templateId), now);
  const resolved = await resolveRecipients(db, actor.companyId, input);
  if (resolved.mobiles.length === 0) throw invalid(sendMessages.noValidRecipients);
  if (resolved.mobiles.length > sendLimits.recipients)
    throw invalid(sendMessages.tooManyRecipients);
  const preview = await previewOf(db, gateway, resolved, actor.companyId, now);
  if (preview.shortfall > 0) {
    throw new ApiError(
      codes.insufficientBalance,
      `${sendMessages.shortfall}（需${preview.cost}条，当前余额${preview.balance}条）`,
    );
  }
  const taskId = newId(now.getTime());
  const request: StoredRequest = {
    mobiles: resolved.typed,
    groupIds: resolved.groupIds.map(String),
    carriers: preview.carriers,
    capabilities: preview.capabilities,
  };
  const name = input.name || `${template.name} ${chinaMinute(now)}`;
  await db.transaction(async (tx) => {
    const [task] = await tx
      .insert(sendTasks)
      .values({
        id: taskId,
        companyId: actor.companyId,
        templateId: template.id,
        chatbotId: template.chatbotId,
        name,
        status: sendTaskStatus.initialising,
        sendAt,
        request,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await insertRecipients(tx, task!, resolved, now);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(sendRecipients)
      .where(eq(sendRecipients.taskId, taskId))) as [{ n: number }];
    if (n > sendLimits.recipients) throw invalid(sendMessages.tooManyRecipients);
    await transition(
      tx,
      task!,
      'prepare',
      { actorUserId: actor.id, now },
      { recipientCount: n, submittedAt: now },
    );
    await markTemplateSent(tx, template, actor.id, now);
  });
  return taskId;
}

const chinaMinute = (at: Date) =>
  new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');

async function insertRecipients(tx: Tx, task: Task, resolved: Resolved, now: Date) {
  const typed = resolved.typed.map((mobile, i) => ({ seq: i + 1, mobile }));
  if (typed.length) {
    await tx.execute(sql`
      insert into send_recipients (task_id, seq, company_id, mobile, carrier, updated_at)
      select ${task.id.toString()}::bigint, r.seq, ${task.companyId.toString()}::bigint, r.mobile, ${carrierSql(sql.raw('r.mobile'))},
             ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(typed)}::jsonb) as r(seq int, mobile text)`);
  }
  if (resolved.groupIds.length) {
    const groupList = sql.join(
      resolved.groupIds.map((g) => sql`${g.toString()}::bigint`),
      sql`, `,
    );
    const typedList = JSON.stringify(resolved.typed);
    // One row per number (the first contact's name and variables), numbered after the typed ones.
    await tx.execute(sql`
      insert into send_recipients (task_id, seq, company_id, mobile, name, variables, carrier, updated_at)
      select ${task.id.toString()}::bigint, ${typed.length} + row_number() over (order by c.mobile),
             ${task.companyId.toString()}::bigint,
             c.mobile, c.name, c.variables, ${carrierSql(sql.raw('c.mobile'))},
             ${now.toISOString()}::timestamptz
      from (
        select distinct on (mobile) mobile, name, variables
        from contacts
        where company_id = ${task.companyId.toString()}::bigint and group_id in (${groupList})
          and not (mobile in (select jsonb_array_elements_text(${typedList}::jsonb)))
        order by mobile, id
      ) c`);
  }
}

// ---------------------------------------------------------------------------------------------
// Views

const emptyCounts = (): DeliveryCounts => ({
  total: 0,
  delivered5g: 0,
  deliveredSms: 0,
  read: 0,
  failed: 0,
  notSent: 0,
  pending: 0,
});

export async function deliveryCountsOf(db: Db, taskIds: bigint[]) {
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

const iso = (at: Date | null) => (at ? at.toISOString() : null);

async function taskViews(db: Db, rows: Task[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [names, counts] = await Promise.all([
    db
      .select({ id: templates.id, name: templates.name, chatbotName: chatbots.name })
      .from(templates)
      .innerJoin(chatbots, eq(chatbots.id, templates.chatbotId))
      .where(inArray(templates.id, [...new Set(rows.map((r) => r.templateId))])),
    deliveryCountsOf(db, ids),
  ]);
  return rows.map((task) => {
    const template = names.find((n) => n.id === task.templateId)!;
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

export async function taskDetail(db: Db, task: Task) {
  const request = task.request as StoredRequest;
  const [view, events, groups] = await Promise.all([
    taskView(db, task),
    db
      .select({ event: sendTaskEvents, actorName: users.account })
      .from(sendTaskEvents)
      .leftJoin(users, eq(users.id, sendTaskEvents.actorUserId))
      .where(eq(sendTaskEvents.taskId, task.id))
      .orderBy(asc(sendTaskEvents.createdAt), asc(sendTaskEvents.id)),
    request.groupIds.length
      ? db
          .select({ id: contactGroups.id, name: contactGroups.name })
          .from(contactGroups)
          .where(inArray(contactGroups.id, request.groupIds.map(BigInt)))
      : Promise.resolve([]),
  ]);
  return {
    ...view,
    request: {
      mobiles: request.mobiles,
      groups: groups.map((g) => ({ id: g.id.toString(), name: g.name })),
    },
    events: events.map(({ event, actorName }) => ({
      event: event.event,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      actorName: actorName ?? null,
      reason: event.reason,
      time: event.createdAt.toISOString(),
    })),
  };
}

const chinaDayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

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
    query.startDay ? gte(sendTasks.createdAt, chinaDayStart(query.startDay)) : undefined,
    query.endDay
      ? lt(sendTasks.createdAt, new Date(chinaDayStart(query.endDay).getTime() + dayMs))
      : undefined,
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

const causeName = (cause: string | null) =>
  cause ? (failureCauses[cause as FailureCause]?.name ?? cause) : null;

export async function listRecipients(
  db: Db,
  companyId: bigint,
  query: {
    id: string;
    page: number;
    pageSize: number;
    state?: DeliveryState;
    cause?: FailureCause;
    mobile?: string;
  },
) {
  const task = await findTask(db, companyId, BigInt(query.id));
  const where = and(
    eq(sendRecipients.taskId, task.id),
    query.state ? eq(sendRecipients.state, query.state) : undefined,
    query.cause ? eq(sendRecipients.cause, query.cause) : undefined,
    query.mobile ? sql`${sendRecipients.mobile} like ${`%${query.mobile}%`}` : undefined,
  );
  const { total, rows } = await pageOf(
    db,
    query,
    sendRecipients,
    where,
    db.select().from(sendRecipients).where(where).orderBy(asc(sendRecipients.seq)).$dynamic(),
  );
  return {
    total,
    list: rows.map((r) => ({
      seq: r.seq,
      mobile: r.mobile,
      name: r.name,
      carrier: r.carrier as CarrierCode,
      carrierName: carrierName(r.carrier as CarrierCode),
      capability: r.capability as Capability,
      state: r.state as DeliveryState,
      cause: r.cause,
      causeName: causeName(r.cause),
      submitTime: iso(r.submittedAt),
      updateTime: r.updatedAt.toISOString(),
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

// ---------------------------------------------------------------------------------------------
// Customer actions

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

/** Cancels before or during sending: the recipients not yet dispatched are not sent. */
export async function cancelTask(db: Db, actor: Actor, taskId: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const task = await lockTask(tx, taskId, actor.companyId);
    const cancelled = await transition(
      tx,
      task,
      'cancel',
      { actorUserId: actor.id, now },
      { finishedAt: now },
    );
    await markNotSent(tx, task.id, now);
    return cancelled;
  });
}

// ---------------------------------------------------------------------------------------------
// Send query

export async function queryNumber(
  db: Db,
  companyId: bigint,
  sessionId: bigint,
  query: { mobile: string; page: number; pageSize: number },
) {
  const where = and(
    eq(sendRecipients.companyId, companyId),
    eq(sendRecipients.mobile, query.mobile),
  );
  const [{ total, rows }, unlocked] = await Promise.all([
    pageOf(
      db,
      query,
      sendRecipients,
      where,
      db
        .select({
          recipient: sendRecipients,
          taskName: sendTasks.name,
          templateName: templates.name,
        })
        .from(sendRecipients)
        .innerJoin(sendTasks, eq(sendTasks.id, sendRecipients.taskId))
        .innerJoin(templates, eq(templates.id, sendTasks.templateId))
        .where(where)
        .orderBy(desc(sendRecipients.taskId))
        .$dynamic(),
    ),
    detailEnquiryUnlocked(db, sessionId),
  ]);
  return {
    total,
    unlocked,
    list: rows.map(({ recipient: r, taskName, templateName }) => ({
      taskId: r.taskId.toString(),
      taskName,
      templateName,
      mobile: unlocked ? r.mobile : maskMobile(r.mobile),
      state: r.state as DeliveryState,
      cause: r.cause,
      causeName: causeName(r.cause),
      submitTime: iso(r.submittedAt),
      updateTime: r.updatedAt.toISOString(),
    })),
  };
}

/** Confirms the signed-in user's password; the session then shows full numbers until logout. */
export async function unlockQuery(
  db: Db,
  userId: bigint,
  sessionId: bigint,
  password: string,
  now: Date,
) {
  if (!(await passwordMatches(db, userId, password))) throw invalid(sendMessages.wrongPassword);
  await unlockDetailEnquiry(db, sessionId, now);
}

// ---------------------------------------------------------------------------------------------
// Management platform

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
      .select({ task: sendTasks, companyName: companies.name })
      .from(sendTasks)
      .innerJoin(companies, eq(companies.id, sendTasks.companyId))
      .where(where)
      .orderBy(asc(sendTasks.submittedAt), asc(sendTasks.id))
      .$dynamic(),
  );
  const views = await taskViews(
    db,
    rows.map((r) => r.task),
  );
  const templateIds = [...new Set(rows.map((r) => r.task.templateId))];
  const shown = templateIds.length
    ? await templateViews(
        db,
        store,
        await db.select().from(templates).where(inArray(templates.id, templateIds)),
        now,
      )
    : [];
  return {
    total,
    list: views.map((view, i) => {
      const { task, companyName } = rows[i]!;
      const request = task.request as StoredRequest;
      return {
        ...view,
        companyName,
        template: shown.find((v) => v.id === task.templateId.toString())!,
        carriers: request.carriers,
        capabilities: request.capabilities,
        waitedMinutes:
          task.status === sendTaskStatus.pendingReview && task.submittedAt
            ? minutesWaited(task.submittedAt, now)
            : null,
      };
    }),
  };
}

/**
 * The operator's decision. Approval makes the task ready (2); one without a time, or whose time
 * has come, starts at once (3). Rejection (8) needs a reason; nobody is sent anything.
 * Returns whether dispatch has work.
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
      await transition(
        tx,
        task,
        'reject',
        { actorUserId: operatorId, reason: decision.reason, now },
        { rejectReason: decision.reason ?? null, reviewedBy: operatorId, receiptsFinalAt: now },
      );
      await markNotSent(tx, task.id, now);
      return false;
    }
    const ready = await transition(
      tx,
      task,
      'approve',
      { actorUserId: operatorId, now },
      { reviewedBy: operatorId },
    );
    if (ready.sendAt && ready.sendAt > now) return false;
    return startTask(tx, ready, now);
  });
}
