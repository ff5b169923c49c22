import { and, eq, lte, sql } from 'drizzle-orm';
import {
  eventIdHeader,
  eventTypeHeader,
  signatureHeader,
  timestampHeader,
  webhookEventTypes,
} from '../contract/webhook-events.ts';
import type { Db } from '../db/client.ts';
import type { SecretsKeyring } from '../lib/secret-box.ts';
import { checkReceiver, ReceiverRefused, type ReceiverPolicy } from './receivers.ts';
import { delivered, postToReceiver, type PostResult } from './post.ts';
import { signatureOf, storedSecret } from './signing.ts';
import { webhookAttempts, webhookEndpoints, webhookEvents } from './tables.ts';

/**
 * Delivering the outbox: due events are leased (SKIP LOCKED, so instances share the work), each
 * POSTed signed to its company's current URL, and every attempt logged. A failure is tried again
 * after 10 s, 20 s, 40 s … (at most an hour apart) until 24 hours after the event; then it fails.
 * Within a company, an event waits while an earlier one with the same order key (its task or
 * template) is pending, so a receiver sees a task's events in the order they happened.
 */
export type Delivery = {
  db: Db;
  /** Opens the companies' signing secrets. */
  keyring: SecretsKeyring;
  policy: ReceiverPolicy;
  /** The POST itself (tests may pass one that observes). */
  post?: typeof postToReceiver;
};

type EventRow = typeof webhookEvents.$inferSelect;
type EndpointRow = typeof webhookEndpoints.$inferSelect;

const retryWindowMs = 24 * 3600_000;
/** How long a leased event is left alone before another worker may try it. */
const leaseMs = 60_000;
/** Deliveries of one run in flight at once. */
const concurrency = 16;

export const retryDelayMs = (attempts: number) =>
  Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3600_000);

/** The JSON body of an event: the same bytes on every attempt. */
export const bodyOf = (event: Pick<EventRow, 'id' | 'type' | 'data' | 'createdAt'>) =>
  JSON.stringify({
    id: event.id.toString(),
    type: event.type,
    createdAt: event.createdAt.toISOString(),
    data: event.data,
  });

/** POSTs an event once to its company's webhook and logs the attempt. */
async function attempt(deps: Delivery, event: EventRow, endpoint: EndpointRow, now: Date) {
  const body = bodyOf(event);
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'user-agent': '5G-Platform-Webhooks/1.0',
    [eventIdHeader]: event.id.toString(),
    [eventTypeHeader]: event.type,
    [timestampHeader]: timestamp.toString(),
    [signatureHeader]: signatureOf(storedSecret(deps.keyring, endpoint), timestamp, body),
  };
  let result: PostResult;
  try {
    const receiver = await checkReceiver(endpoint.url, deps.policy);
    result = await (deps.post ?? postToReceiver)(receiver, headers, body);
  } catch (error) {
    if (!(error instanceof ReceiverRefused)) throw error;
    result = { status: null, responseBody: '', error: error.message, durationMs: 0 };
  }
  await deps.db.insert(webhookAttempts).values({
    eventId: event.id,
    url: endpoint.url,
    requestHeaders: headers,
    status: result.status,
    responseBody: result.responseBody,
    error: result.error,
    durationMs: result.durationMs,
    attemptedAt: now,
  });
  return result;
}

/** Records the outcome of a scheduled attempt: delivered, tried again later, or failed. */
async function settle(db: Db, event: EventRow, result: PostResult, now: Date) {
  const attempts = event.attempts + 1;
  if (delivered(result)) {
    await db
      .update(webhookEvents)
      .set({
        state: 'delivered',
        attempts,
        lastStatus: result.status,
        deliveredAt: now,
        nextAttemptAt: null,
      })
      .where(eq(webhookEvents.id, event.id));
    return;
  }
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  const expired = next.getTime() > event.createdAt.getTime() + retryWindowMs;
  await db
    .update(webhookEvents)
    .set({
      state: expired ? 'failed' : 'pending',
      attempts,
      lastStatus: result.status,
      nextAttemptAt: expired ? null : next,
    })
    .where(eq(webhookEvents.id, event.id));
}

/** Leases up to `limit` due events, each the earliest pending one of its order key. */
async function leaseDue(db: Db, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx.execute(sql`
      select e.id from webhook_events e
      join webhook_endpoints w on w.company_id = e.company_id and w.enabled
      where e.state = 'pending' and e.next_attempt_at <= ${now.toISOString()}::timestamptz
        and not exists (
          select 1 from webhook_events p
          where p.company_id = e.company_id and p.order_key = e.order_key
            and p.state = 'pending' and p.id < e.id
        )
      order by e.id limit ${limit}
      for update of e skip locked`);
    const ids = (due as unknown as { rows: { id: string | bigint }[] }).rows.map((r) =>
      BigInt(r.id),
    );
    if (ids.length === 0) return [];
    const leased = await tx
      .update(webhookEvents)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(sql`${webhookEvents.id} in (${sql.join(ids, sql`, `)})`)
      .returning();
    return leased.sort((a, b) => (a.id < b.id ? -1 : 1));
  });
}

/** Events whose 24 hours passed without an attempt (they waited behind an earlier one) fail. */
async function expireWaiting(db: Db, now: Date) {
  await db
    .update(webhookEvents)
    .set({ state: 'failed', nextAttemptAt: null })
    .where(
      and(
        eq(webhookEvents.state, 'pending'),
        lte(webhookEvents.createdAt, new Date(now.getTime() - retryWindowMs)),
        lte(webhookEvents.nextAttemptAt, now),
      ),
    );
}

/**
 * One round: delivers up to `limit` due events, `concurrency` at a time. Returns how many were
 * tried (a full round means more may wait).
 */
export async function deliverDue(deps: Delivery, now: () => Date, limit = 200) {
  await expireWaiting(deps.db, now());
  const leased = await leaseDue(deps.db, now(), limit);
  if (leased.length === 0) return 0;
  const endpoints = new Map(
    (
      await deps.db
        .select()
        .from(webhookEndpoints)
        .where(
          sql`${webhookEndpoints.companyId} in (${sql.join(
            [...new Set(leased.map((e) => e.companyId))],
            sql`, `,
          )})`,
        )
    ).map((e) => [e.companyId, e]),
  );
  let next = 0;
  const worker = async () => {
    while (next < leased.length) {
      const event = leased[next++]!;
      const endpoint = endpoints.get(event.companyId)!;
      const result = await attempt(deps, event, endpoint, now());
      await settle(deps.db, event, result, now());
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, leased.length) }, worker));
  return leased.length;
}

/** When the next pending event falls due, if any waits. */
export async function nextDelivery(db: Db) {
  const [row] = await db
    .select({ at: sql<string | null>`min(${webhookEvents.nextAttemptAt})` })
    .from(webhookEvents)
    .where(eq(webhookEvents.state, 'pending'));
  return row?.at ? new Date(row.at) : null;
}

/**
 * One attempt now, asked for in the console: a test event (logged, never tried again) or an
 * event of the log again (whatever its state; success marks it delivered, a failure leaves it as
 * it was). Returns the event's id.
 */
export async function deliverNow(
  deps: Delivery,
  companyId: bigint,
  what: { test: true } | { eventId: bigint },
  now: Date,
) {
  const [endpoint] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId));
  if (!endpoint) return null;
  let event: EventRow | undefined;
  if ('test' in what) {
    [event] = await deps.db
      .insert(webhookEvents)
      .values({
        companyId,
        type: webhookEventTypes.test,
        data: { message: '这是一条测试事件，收到即表示消息推送已配置成功。' },
        state: 'failed',
        createdAt: now,
      })
      .returning();
  } else {
    [event] = await deps.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.id, what.eventId), eq(webhookEvents.companyId, companyId)));
  }
  if (!event) return null;
  const result = await attempt(deps, event, endpoint, now);
  const ok = delivered(result);
  await deps.db
    .update(webhookEvents)
    .set({
      attempts: event.attempts + 1,
      lastStatus: result.status,
      ...(ok && { state: 'delivered', deliveredAt: now, nextAttemptAt: null }),
    })
    .where(eq(webhookEvents.id, event.id));
  return event.id;
}
