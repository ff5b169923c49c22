import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies, users } from '../accounts/tables.ts';

/** A file in the download centre (下载中心), written by an export job; kept 7 days. */
export const exportFiles = pgTable(
  'export_files',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    /** taskRecipients, sendRecords, contacts or bills. */
    kind: text('kind').notNull(),
    params: jsonb('params').notNull(),
    fileName: text('file_name').notNull(),
    /** queued, generating, ready, failed (expired is derived from expiresAt). */
    state: text('state').notNull().default('queued'),
    /** 0–100 while generating. */
    progress: smallint('progress').notNull().default(0),
    size: bigint('size', { mode: 'number' }),
    storageKey: text('storage_key'),
    error: text('error'),
    /**
     * While generating: the worker making it renews this as it writes; once it has passed (the
     * worker crashed), the sweep starts the file again from scratch.
     */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    /** How many times generating started; it also tells a worker whether the file is still its. */
    attempts: smallint('attempts').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('export_files_company_idx').on(t.companyId, t.createdAt),
    check('export_files_state', sql`${t.state} in ('queued', 'generating', 'ready', 'failed')`),
  ],
);
