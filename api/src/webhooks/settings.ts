import { and, count, desc, eq, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import type {
  SaveWebhookInput,
  WebhookDelivery,
  WebhookDeliveryDetail,
  WebhookDeliveryState,
  WebhookSettings,
} from '../contract/schemas/webhooks.ts';
import type { WebhookTopic } from '../contract/webhook-events.ts';
import type { Db } from '../db/client.ts';
import { ApiError, notFound } from '../errors.ts';
import { audit, type Actor } from '../team/team.ts';
import type { SecretsKeyring } from '../lib/secret-box.ts';
import { bodyOf } from './delivery.ts';
import { checkReceiver, ReceiverRefused, type ReceiverPolicy } from './receivers.ts';
import { newSecret, sealedSecret, storedSecret } from './signing.ts';
import { webhookAttempts, webhookEndpoints, webhookEvents } from './tables.ts';

/** A company's webhook settings and its delivery log, as the console shows them. */

const invalid = (message: string) => new ApiError(codes.invalidRequest, message, 400);
export const noWebhook = () => invalid('请先保存消息推送设置');

/** What 操作记录 names as changed. */
const webhookAuditTarget = '消息推送';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function settingsView(keyring: SecretsKeyring, row: EndpointRow): WebhookSettings {
  return {
    url: row.url,
    topics: row.topics as WebhookTopic[],
    enabled: row.enabled,
    secretHint: storedSecret(keyring, row).slice(-4),
    updateTime: row.updatedAt.toISOString(),
  };
}

export async function webhookSettingsOf(db: Db, keyring: SecretsKeyring, companyId: bigint) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId));
  return row ? settingsView(keyring, row) : null;
}

/**
 * Saves the URL (refused unless HTTPS and public, `checkReceiver`), topics and switch. The first
 * save makes the signing secret and returns it, the only time it is shown. A new URL is recorded
 * in 操作记录.
 */
export async function saveWebhook(
  db: Db,
  keyring: SecretsKeyring,
  policy: ReceiverPolicy,
  actor: Actor,
  input: SaveWebhookInput,
  now: Date,
) {
  try {
    await checkReceiver(input.url, policy);
  } catch (error) {
    if (error instanceof ReceiverRefused) throw invalid(error.message);
    throw error;
  }
  const { companyId } = actor;
  const topics = [...new Set(input.topics)];
  const secret = newSecret();
  const sealed = sealedSecret(keyring, companyId, secret);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ url: webhookEndpoints.url })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, companyId))
      .for('update');
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId,
        url: input.url,
        ...sealed,
        topics,
        enabled: input.enabled,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: webhookEndpoints.companyId,
        set: { url: input.url, topics, enabled: input.enabled, updatedAt: now },
      })
      .returning();
    if (before?.url !== input.url) {
      const detail = before ? `${before.url} → ${input.url}` : input.url;
      await audit(tx, actor, 'saveWebhookUrl', webhookAuditTarget, detail, now);
    }
    const made = row!.sealedSecret === sealed.sealedSecret;
    return { settings: settingsView(keyring, row!), secret: made ? secret : null };
  });
}

/** A new signing secret at once; the old one signs nothing more. */
export async function rotateWebhookSecret(
  db: Db,
  keyring: SecretsKeyring,
  actor: Actor,
  now: Date,
) {
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...sealedSecret(keyring, actor.companyId, secret), updatedAt: now })
      .where(eq(webhookEndpoints.companyId, actor.companyId))
      .returning({ companyId: webhookEndpoints.companyId });
    if (!row) throw noWebhook();
    await audit(tx, actor, 'rotateWebhookSecret', webhookAuditTarget, '', now);
    return { secret };
  });
}

const deliveryView = (row: typeof webhookEvents.$inferSelect): WebhookDelivery => ({
  id: row.id.toString(),
  type: row.type,
  state: row.state as WebhookDeliveryState,
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  nextAttemptTime: row.state === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
  createTime: row.createdAt.toISOString(),
});

/** The log, newest first. */
export async function listDeliveries(
  db: Db,
  companyId: bigint,
  query: { page: number; pageSize: number; state?: WebhookDeliveryState },
) {
  const where = and(
    eq(webhookEvents.companyId, companyId),
    query.state ? eq(webhookEvents.state, query.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webhookEvents)
      .where(where)
      .orderBy(desc(webhookEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(webhookEvents).where(where),
  ]);
  return { total: total?.n ?? 0, list: rows.map(deliveryView) };
}

/** One event of the log with its body and every attempt, oldest first. */
export async function deliveryDetail(
  db: Db,
  companyId: bigint,
  eventId: bigint,
): Promise<WebhookDeliveryDetail> {
  const [row] = await db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.id, eventId), eq(webhookEvents.companyId, companyId)));
  if (!row) throw notFound('推送记录');
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.eventId, eventId))
    .orderBy(sql`${webhookAttempts.id}`);
  return {
    ...deliveryView(row),
    requestBody: bodyOf(row),
    attemptLog: attempts.map((a) => ({
      time: a.attemptedAt.toISOString(),
      url: a.url,
      requestHeaders: a.requestHeaders,
      status: a.status,
      responseBody: a.responseBody,
      error: a.error,
      durationMs: a.durationMs,
    })),
  };
}
