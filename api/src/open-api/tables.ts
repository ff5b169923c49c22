import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies, users } from '../accounts/tables.ts';

/**
 * A company's developer API key: the public `accessKey` names it in every request; the secret
 * shown once is never stored. Requests are signed with the SHA-256 of the secret (`signing.ts`),
 * which is kept sealed with the secrets key (`lib/secret-box.ts`), so that reading the table is
 * not enough to sign. It acts with the menus of `roleId` (every menu without one), never as the
 * main account.
 */
export const openApiKeys = pgTable(
  'open_api_keys',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    accessKey: text('access_key').notNull(),
    /** The signing key, sealed (`seal`) with the secrets key `secretsKeyId`. */
    sealedSigningKey: text('sealed_signing_key').notNull(),
    secretsKeyId: text('secrets_key_id').notNull(),
    /** The role whose menus the key holds; null: every menu (as a sub-account without a role). */
    roleId: ref('role_id'),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
  },
  (t) => [
    uniqueIndex('open_api_keys_access_key').on(t.accessKey),
    index('open_api_keys_company_idx').on(t.companyId),
  ],
);

/** Signatures accepted in the last minutes: one seen again is a replay, on any instance. */
export const openApiSignatures = pgTable(
  'open_api_signatures',
  {
    signature: text('signature').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('open_api_signatures_seen_idx').on(t.seenAt)],
);

/**
 * A write's Idempotency-Key: what the request was (its digest) and what it made, written in the
 * write's own transaction, so that a retry answers the first result and never writes again.
 * Pruned once older than `idempotencyWindowMs` (the `open-api-pruning` job).
 */
export const openApiIdempotency = pgTable(
  'open_api_idempotency',
  {
    keyId: ref('key_id')
      .notNull()
      .references(() => openApiKeys.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestDigest: text('request_digest').notNull(),
    /** The id of what the write made (a send task). */
    resultId: ref('result_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.keyId, t.idempotencyKey] }),
    index('open_api_idempotency_created_idx').on(t.createdAt),
  ],
);

/** Calls per key per China-time day (调用统计). */
export const openApiUsage = pgTable(
  'open_api_usage',
  {
    keyId: ref('key_id')
      .notNull()
      .references(() => openApiKeys.id),
    /** yyyymmdd, China time. */
    day: text('day').notNull(),
    calls: integer('calls').notNull().default(0),
    /** Calls answered with an error (refused, invalid, failed). */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);
