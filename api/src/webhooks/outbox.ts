import { sql, type SQL } from 'drizzle-orm';
import {
  webhookEventTypes,
  type TaskReviewData,
  type TemplateReviewData,
  type WebhookTopic,
} from '../contract/webhook-events.ts';
import type { Db, Tx } from '../db/client.ts';
import { webhookEndpoints, webhookEvents } from './tables.ts';

/**
 * The webhook outbox. The domains whose changes a company may be told of call these inside the
 * transaction (or statement) that makes the change, so an event exists exactly when its change
 * does. They wake nothing: a statement that queues events notifies `webhookEventsChannel`, which
 * PostgreSQL delivers once the transaction commits (a job woken earlier could run before the
 * event is visible), and the webhooks plugin wakes `webhookDeliveriesJobName` on it; a wake-up
 * lost in a crash is made up by the job's sweep. An event is queued only for a company whose
 * webhook is enabled and subscribed to its topic; otherwise nothing is written.
 */

/** The job that delivers the outbox (`plugin.ts`). */
export const webhookDeliveriesJobName = 'webhook-deliveries';

/**
 * The notification channel of queued events: the trigger `webhook_events_queued` (migration
 * `webhook_events_queued`) notifies it after each statement that inserts events.
 */
export const webhookEventsChannel = 'webhook_events_queued';

/** The events a domain queues one at a time. */
export type QueuedEvent =
  | { topic: 'templateReview'; data: TemplateReviewData }
  | { topic: 'taskReview'; data: TaskReviewData };

const orderKeyOf = (event: QueuedEvent) =>
  event.topic === 'taskReview' ? `task:${event.data.taskId}` : `template:${event.data.templateId}`;

/** Queues one event for a company, in the caller's transaction. */
export async function queueWebhookEvent(
  tx: Tx | Db,
  companyId: bigint,
  event: QueuedEvent,
  now: Date,
) {
  await tx.execute(sql`
    insert into ${webhookEvents} (company_id, type, order_key, data, next_attempt_at, created_at)
    select company_id, ${webhookEventTypes[event.topic]}, ${orderKeyOf(event)},
      ${JSON.stringify(event.data)}::jsonb, ${now.toISOString()}::timestamptz,
      ${now.toISOString()}::timestamptz
    from ${webhookEndpoints}
    where company_id = ${companyId} and enabled and ${event.topic} = any(topics)`);
}

/** The companies subscribed to `topic`, as SQL to join on. */
const subscribed = (topic: WebhookTopic, companyId: SQL) =>
  sql`join webhook_endpoints w on w.company_id = ${companyId} and w.enabled
    and ${topic} = any(w.topics)`;

/**
 * An insert that queues a `message.receipt` event for each row of `applied`, the receipts a
 * statement applied (columns task_id, seq, company_id, mobile, state, cause); for a
 * data-modifying `with` item of that statement: `, webhooks as (${queuedReceiptEvents(…)})`.
 */
export const queuedReceiptEvents = (applied: SQL, now: Date) => sql`
  insert into webhook_events (company_id, type, order_key, data, next_attempt_at, created_at)
  select a.company_id, ${webhookEventTypes.deliveryReceipt}, 'task:' || a.task_id,
    jsonb_build_object('taskId', a.task_id::text, 'messageId', a.task_id || ':' || a.seq,
      'mobile', a.mobile, 'state', a.state, 'cause', a.cause),
    ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
  from ${applied} a ${subscribed('deliveryReceipt', sql`a.company_id`)}
  order by a.task_id, a.seq`;

/**
 * An insert that queues a `message.upstream` event for each row of `inserted`, the upstream
 * messages a statement recorded (columns task_id, seq, kind, text, postback, received_at; the
 * recipient, in send_recipients, gives the company and number); for a statement's last part:
 * `with inserted as (insert … returning …) ${queuedUpstreamEvents(…)}`.
 */
export const queuedUpstreamEvents = (inserted: SQL) => sql`
  insert into webhook_events (company_id, type, order_key, data, next_attempt_at, created_at)
  select r.company_id, ${webhookEventTypes.upstreamMessage}, 'task:' || i.task_id,
    jsonb_build_object('taskId', i.task_id::text, 'messageId', i.task_id || ':' || i.seq,
      'mobile', r.mobile, 'kind', i.kind, 'text', i.text, 'postback', i.postback,
      'receivedAt', to_char(i.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
    i.received_at, i.received_at
  from ${inserted} i
  join send_recipients r on r.task_id = i.task_id and r.seq = i.seq
  ${subscribed('upstreamMessage', sql`r.company_id`)}
  order by i.received_at, i.task_id`;

/** A send task's review result (approved, rejected with its reason, or timed out). */
export const taskReviewEvent = (
  task: { id: bigint; name: string },
  result: TaskReviewData['result'],
  reason: string | null,
): QueuedEvent => ({
  topic: 'taskReview',
  data: { taskId: task.id.toString(), name: task.name, result, reason },
});

/**
 * A template's review result: rejected (by the platform or a carrier, with the reason), or
 * approved by every carrier (until `expiresAt`).
 */
export const templateReviewEvent = (
  template: { id: bigint; name: string },
  stage: TemplateReviewData['stage'],
  reason: string | null,
  expiresAt: Date | null,
): QueuedEvent => ({
  topic: 'templateReview',
  data: {
    templateId: template.id.toString(),
    name: template.name,
    result: reason === null ? 'approved' : 'rejected',
    stage,
    reason,
    expiresAt: expiresAt?.toISOString() ?? null,
  },
});
