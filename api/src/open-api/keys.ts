import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { apiKeyLimits, type ApiKeyView } from '../contract/schemas/developer.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { companyRole, companyRoles } from '../accounts/sub-accounts.ts';
import { ApiError, notFound } from '../errors.ts';
import { audit, type Actor } from '../team/team.ts';
import { compactDayOf, dayMs, startOfDay } from '../lib/calendar.ts';
import { seal, unseal, type SecretsKeyring } from '../lib/secret-box.ts';
import { openApiKeys, openApiUsage } from './tables.ts';

type KeyRow = typeof openApiKeys.$inferSelect;

/** The key requests are signed with: the hex SHA-256 of the secret shown once. */
export const signingKeyOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** What a sealed signing key is bound to: its access key (it opens on no other row). */
const sealContext = (accessKey: string) => `open_api_keys:${accessKey}`;

const sealedSigningKey = (keyring: SecretsKeyring, accessKey: string, signingKey: string) => {
  const { keyId, sealed } = seal(keyring, signingKey, sealContext(accessKey));
  return { sealedSigningKey: sealed, secretsKeyId: keyId };
};

/** The signing key of a stored key, unsealed. */
export const storedSigningKey = (keyring: SecretsKeyring, row: KeyRow) =>
  unseal(
    keyring,
    { keyId: row.secretsKeyId, sealed: row.sealedSigningKey },
    sealContext(row.accessKey),
  );

const view = (row: KeyRow, roleNames: Map<bigint, string>): ApiKeyView => ({
  id: row.id.toString(),
  name: row.name,
  accessKey: row.accessKey,
  roleId: row.roleId?.toString() ?? null,
  roleName: row.roleId === null ? null : (roleNames.get(row.roleId) ?? null),
  createTime: row.createdAt.toISOString(),
  revokeTime: row.revokedAt?.toISOString() ?? null,
  lastUsedTime: row.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: row.lastUsedIp,
});

const roleNamesOf = async (db: Db, companyId: bigint) =>
  new Map((await companyRoles(db, companyId)).map((r) => [r.id, r.name]));

/** The company's keys: live ones first, newest first within each. */
export async function listKeys(db: Db, companyId: bigint) {
  const [rows, roleNames] = await Promise.all([
    db
      .select()
      .from(openApiKeys)
      .where(eq(openApiKeys.companyId, companyId))
      .orderBy(sql`${openApiKeys.revokedAt} is not null`, desc(openApiKeys.createdAt)),
    roleNamesOf(db, companyId),
  ]);
  return rows.map((row) => view(row, roleNames));
}

/**
 * Makes a key acting with a role of the company (or every menu without one). Its secret is
 * returned here once and never stored: only the signing key derived from it, sealed. At most
 * `apiKeyLimits.liveKeys` live keys per company, counted under a lock per company.
 */
export async function createKey(
  db: Db,
  keyring: SecretsKeyring,
  actor: Actor,
  input: { name: string; roleId: string | null },
  now: Date,
) {
  const roleId = input.roleId === null ? null : BigInt(input.roleId);
  const role = roleId === null ? null : await companyRole(db, actor.companyId, roleId);
  const secret = `sk_${randomBytes(32).toString('base64url')}`;
  const accessKey = `ak_${randomBytes(12).toString('hex')}`;
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${actor.companyId}`}))`);
    const [live] = await tx
      .select({ n: count() })
      .from(openApiKeys)
      .where(and(eq(openApiKeys.companyId, actor.companyId), isNull(openApiKeys.revokedAt)));
    if (live!.n >= apiKeyLimits.liveKeys) {
      throw new ApiError(
        codes.invalidRequest,
        `最多可有${apiKeyLimits.liveKeys}个未停用的密钥，请先停用不用的密钥`,
      );
    }
    const [created] = await tx
      .insert(openApiKeys)
      .values({
        id: newId(now.getTime()),
        companyId: actor.companyId,
        name: input.name,
        accessKey,
        ...sealedSigningKey(keyring, accessKey, signingKeyOf(secret)),
        roleId,
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning();
    const detail = `Access Key：${accessKey}；角色：${role?.name ?? '全部菜单'}`;
    await audit(tx, actor, 'createApiKey', input.name, detail, now);
    return created!;
  });
  return { ...view(row, await roleNamesOf(db, actor.companyId)), secret };
}

/** Revokes a key of the company; requests signed with it are refused from the next one on. */
export async function revokeKey(db: Db, actor: Actor, id: bigint, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(openApiKeys)
      .where(and(eq(openApiKeys.id, id), eq(openApiKeys.companyId, actor.companyId)))
      .for('update');
    if (!row) throw notFound('密钥');
    if (row.revokedAt) return;
    await tx.update(openApiKeys).set({ revokedAt: now }).where(eq(openApiKeys.id, id));
    await audit(tx, actor, 'revokeApiKey', row.name, `Access Key：${row.accessKey}`, now);
  });
}

/** Calls per key per China-time day over the last `days` days (today included), oldest first. */
export async function usageOf(db: Db, companyId: bigint, days: number, now: Date) {
  const from = compactDayOf(new Date(startOfDay(now).getTime() - (days - 1) * dayMs));
  const keys = await db
    .select({ id: openApiKeys.id, name: openApiKeys.name })
    .from(openApiKeys)
    .where(eq(openApiKeys.companyId, companyId));
  if (keys.length === 0) return [];
  const names = new Map(keys.map((k) => [k.id, k.name]));
  const rows = await db
    .select()
    .from(openApiUsage)
    .where(
      and(
        inArray(
          openApiUsage.keyId,
          keys.map((k) => k.id),
        ),
        gte(openApiUsage.day, from),
      ),
    )
    .orderBy(asc(openApiUsage.day), asc(openApiUsage.keyId));
  return rows.map((r) => ({
    keyId: r.keyId.toString(),
    keyName: names.get(r.keyId)!,
    day: r.day,
    calls: r.calls,
    failures: r.failures,
  }));
}

/** A key that is not revoked, by the access key a request names. */
export async function liveKey(db: Db, accessKey: string) {
  const [row] = await db
    .select()
    .from(openApiKeys)
    .where(and(eq(openApiKeys.accessKey, accessKey), isNull(openApiKeys.revokedAt)));
  return row ?? null;
}
export type LiveKey = KeyRow;
