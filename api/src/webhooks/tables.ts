import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, ref } from '../db/columns.ts';
import { companies } from '../accounts/tables.ts';

/** A company's webhook: where its events are POSTed, which ones, and the secret that signs them. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  companyId: ref('company_id')
    .primaryKey()
    .references(() => companies.id),
  url: text('url').notNull(),
  /** The signing secret, sealed (`seal`) with the secrets key `secretsKeyId`: each delivery signs with it. */
  sealedSecret: text('sealed_secret').notNull(),
  secretsKeyId: text('secrets_key_id').notNull(),
  /** Contract `webhookTopics` keys. */
  topics: text('topics')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox and the delivery log in one: an event is written in the transaction of what it
 * reports, then delivered by the `webhook-deliveries` job. Within a company, events with the same
 * `orderKey` (a task, a template) go out in id order: one waits while an earlier one is pending.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    /** Contract `webhookEventTypes`. */
    type: text('type').notNull(),
    orderKey: text('order_key'),
    data: jsonb('data').notNull(),
    /** pending, delivered or failed (no success within the retry window). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may try it (again); a worker trying it holds it by moving this on. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_events_company_idx').on(t.companyId, t.id),
    index('webhook_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_events_order_idx')
      .on(t.companyId, t.orderKey, t.id)
      .where(sql`${t.state} = 'pending'`),
    check('webhook_events_state', sql`${t.state} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Each POST of an event: what was sent and what came back. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: bigint('event_id', { mode: 'bigint' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    status: integer('status'),
    responseBody: text('response_body').notNull().default(''),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_attempts_event_idx').on(t.eventId, t.id)],
);
