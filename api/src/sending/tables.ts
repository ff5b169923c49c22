import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies, users } from '../accounts/tables.ts';
import { chatbots, templates } from '../messaging/tables.ts';

/** A send task (发送任务): one approved template to many recipients; status of spec §4. */
export const sendTasks = pgTable(
  'send_tasks',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    templateId: ref('template_id')
      .notNull()
      .references(() => templates.id),
    chatbotId: ref('chatbot_id')
      .notNull()
      .references(() => chatbots.id),
    name: text('name').notNull(),
    /** Send task status of spec §4 (contract `sendTaskStatus`). */
    status: smallint('status').notNull().default(0),
    /** When to send; null sends as soon as it is approved. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** What the customer asked for: typed numbers and groups, kept for "copy as new". */
    request: jsonb('request').notNull(),
    recipientCount: integer('recipient_count').notNull().default(0),
    /** Recipients dispatched and charged (kind-4 entries), and given back (kind-6). */
    chargedCount: integer('charged_count').notNull().default(0),
    refundedCount: integer('refunded_count').notNull().default(0),
    rejectReason: text('reject_reason'),
    /** Why the task ended short, e.g. 平台账户欠费. */
    endNote: text('end_note'),
    /**
     * Paid for by another balance before it was queued (a micro-app's message after an answer):
     * dispatch does not charge it, and its failures are not given back to the 5G balance.
     */
    prepaid: boolean('prepaid').notNull().default(false),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    reviewedBy: ref('reviewed_by').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Every recipient's outcome is known (and refunds are written). */
    receiptsFinalAt: timestamp('receipts_final_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('send_tasks_company_idx').on(t.companyId, t.createdAt),
    index('send_tasks_status_idx').on(t.status, t.sendAt),
  ],
);

export const sendTaskEvents = pgTable(
  'send_task_events',
  {
    id: id(),
    taskId: ref('task_id')
      .notNull()
      .references(() => sendTasks.id),
    event: text('event').notNull(),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    actorUserId: ref('actor_user_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('send_task_events_task_idx').on(t.taskId, t.createdAt)],
);

/**
 * One recipient of a task, numbered within it. `seq` makes the message id (`taskId:seq`) the
 * gateway's idempotency key, so a resumed dispatch never sends twice.
 */
export const sendRecipients = pgTable(
  'send_recipients',
  {
    taskId: ref('task_id')
      .notNull()
      .references(() => sendTasks.id),
    seq: integer('seq').notNull(),
    companyId: ref('company_id').notNull(),
    mobile: text('mobile').notNull(),
    name: text('name').notNull().default(''),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    /** cmcc, cucc or ctcc by number segment. */
    carrier: text('carrier').notNull(),
    /** rcs, sms or unknown, as the gateway answered before sending. */
    capability: text('capability').notNull().default('unknown'),
    /** Contract `deliveryStates`. */
    state: text('state').notNull().default('pending'),
    /** Contract `failureCauses` key, or the gateway's own code. */
    cause: text('cause'),
    batch: integer('batch'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.seq] }),
    index('send_recipients_state_idx').on(t.taskId, t.state),
    // A batch's recipients, read each time it is handed to the gateway.
    index('send_recipients_batch_idx').on(t.taskId, t.batch),
    index('send_recipients_company_mobile_idx').on(t.companyId, t.mobile),
  ],
);

/**
 * One dispatched batch of a send task. It is `charged` in the transaction that debits its messages
 * and marks its recipients submitted, and `handed` once the gateway accepted it; a batch still
 * `charged` after a crash is handed over again (the gateway is idempotent by message id).
 */
export const sendBatches = pgTable(
  'send_batches',
  {
    taskId: ref('task_id')
      .notNull()
      .references(() => sendTasks.id),
    batch: integer('batch').notNull(),
    size: integer('size').notNull(),
    state: text('state').notNull().default('charged'),
    attempts: integer('attempts').notNull().default(0),
    /** Retry with backoff after a transient gateway failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker handing it over holds it until then; after a crash another takes it. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** Its task was cancelled: the carriers were asked to take back its undelivered messages. */
    revokeRequestedAt: timestamp('revoke_requested_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.batch] }),
    index('send_batches_state_idx').on(t.state, t.nextAttemptAt),
    check('send_batches_state', sql`${t.state} in ('charged', 'handed')`),
  ],
);

/**
 * Delivery receipts as the carriers report them, kept until applied to their recipients (and
 * after, as the record). `dueAt` is when the receipt arrives: a real gateway's callback writes it
 * at once; the simulator schedules its receipts ahead. Duplicates and receipts out of order are
 * stored as they come; applying them keeps the furthest state (contract `afterReceipt`).
 */
export const deliveryReceipts = pgTable(
  'delivery_receipts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    taskId: ref('task_id').notNull(),
    seq: integer('seq').notNull(),
    /** Contract `deliveryStates`: delivered5g, deliveredSms, read or failed. */
    state: text('state').notNull(),
    cause: text('cause'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_receipts_due_idx')
      .on(t.dueAt)
      .where(sql`applied_at is null`),
    index('delivery_receipts_recipient_idx').on(t.taskId, t.seq),
  ],
);

/**
 * What a recipient sent back to the service account after a task's message (§11 upstream
 * messages): free text, a suggested reply or action pressed (its postback data says which card and
 * button, `card=2&button=1`, or which chip, `chip=3`), a location or a file. Tied to the latest
 * task of that service account that reached the number.
 */
export const upstreamMessages = pgTable(
  'upstream_messages',
  {
    id: id(),
    taskId: ref('task_id').notNull(),
    seq: integer('seq').notNull(),
    /** The carrier's message id: one row per upstream message, however often it is reported. */
    carrierMessageId: text('carrier_message_id').notNull(),
    /** `text`, `reply`, `action`, `location` or `file`. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    postback: text('postback'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('upstream_messages_carrier_key').on(t.carrierMessageId),
    index('upstream_messages_recipient_idx').on(t.taskId, t.seq),
    check(
      'upstream_messages_kind',
      sql`${t.kind} in ('text', 'reply', 'action', 'location', 'file')`,
    ),
  ],
);
