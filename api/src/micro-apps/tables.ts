import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { reviewedContentColumns, statusHistoryColumns } from '../lib/reviewed-content-columns.ts';
import { companies, users } from '../accounts/tables.ts';
import { uploads } from '../uploads/tables.ts';

/**
 * A micro-app (微应用): a form of a company. `document` is the version being edited (autosaved);
 * each submission for review freezes it as a numbered row of `mini_app_versions`, and the public
 * link serves `liveVersion` until a newer one passes review.
 */
export const miniApps = pgTable(
  'mini_apps',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    /** The public link's path segment (/f/{code}); random, never reused. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** The contract's `formDocument` being edited. */
    document: jsonb('document').notNull(),
    ...reviewedContentColumns(),
    /**
     * A common applet's form ('antigen_self', 'gover_epidemic'): a ready form, live from the day
     * the company turns it on, read on the applet's page, not among the company's own micro-apps.
     */
    applet: text('applet'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mini_apps_code_key').on(t.code),
    index('mini_apps_company_idx').on(t.companyId, t.updatedAt),
    index('mini_apps_review_idx').on(t.status, t.submittedAt),
    uniqueIndex('mini_apps_applet_key')
      .on(t.companyId, t.applet)
      .where(sql`${t.applet} is not null`),
  ],
);

/** Each version of a form as it was submitted for review: never changed once written. */
export const miniAppVersions = pgTable(
  'mini_app_versions',
  {
    id: id(),
    miniAppId: ref('mini_app_id')
      .notNull()
      .references(() => miniApps.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mini_app_versions_key').on(t.miniAppId, t.version)],
);

/** Every status change of a micro-app, with who (null: the system) and when. */
export const miniAppEvents = pgTable(
  'mini_app_events',
  {
    id: id(),
    miniAppId: ref('mini_app_id')
      .notNull()
      .references(() => miniApps.id, { onDelete: 'cascade' }),
    ...statusHistoryColumns(),
  },
  (t) => [index('mini_app_events_app_idx').on(t.miniAppId, t.createdAt)],
);

/**
 * One accepted answer, checked against `version`. `submissionKey` makes a repeated submit of one
 * filling store nothing more; `mobile` is the number proved by an SMS code (one answer per number).
 */
export const miniAppResponses = pgTable(
  'mini_app_responses',
  {
    id: id(),
    miniAppId: ref('mini_app_id')
      .notNull()
      .references(() => miniApps.id),
    version: integer('version').notNull(),
    submissionKey: text('submission_key').notNull(),
    mobile: text('mobile'),
    answers: jsonb('answers').notNull(),
    otherText: jsonb('other_text').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mini_app_responses_submission_key').on(t.miniAppId, t.submissionKey),
    uniqueIndex('mini_app_responses_mobile_key')
      .on(t.miniAppId, t.mobile)
      .where(sql`${t.mobile} is not null`),
    index('mini_app_responses_app_idx').on(t.miniAppId, t.createdAt, t.id),
  ],
);

/** A file a citizen uploaded for one question of a form; its answer names it by `uploadId`. */
export const miniAppUploads = pgTable(
  'mini_app_uploads',
  {
    uploadId: ref('upload_id')
      .primaryKey()
      .references(() => uploads.id),
    miniAppId: ref('mini_app_id')
      .notNull()
      .references(() => miniApps.id),
    questionId: text('question_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mini_app_uploads_app_idx').on(t.miniAppId)],
);

/** SMS codes proving a phone number for forms answered once per number. */
export const miniAppSmsCodes = pgTable(
  'mini_app_sms_codes',
  {
    id: id(),
    miniAppId: ref('mini_app_id')
      .notNull()
      .references(() => miniApps.id),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mini_app_sms_codes_mobile_idx').on(t.miniAppId, t.mobile, t.createdAt)],
);

/**
 * Grid workers (网格员, spec §6): a sub-account's city or district; on the common applets' pages
 * it sees the reports of that region and below only.
 */
export const appletGridWorkers = pgTable(
  'applet_grid_workers',
  {
    userId: ref('user_id')
      .primaryKey()
      .references(() => users.id),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    /** A city (4 digits) or district (6 digits) code of the shared tree. */
    regionCode: text('region_code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('applet_grid_workers_company_idx').on(t.companyId)],
);
