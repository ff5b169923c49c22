import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CarrierCode } from '../contract/schemas/messaging.ts';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies, users } from '../accounts/tables.ts';
import { uploads } from '../uploads/tables.ts';

/** A chatbot's status at one carrier (§7.2: 0 正常, 1 调试, 2 暂停), as of `at` (Unix seconds). */
export type CarrierChatbotStatus = { status: 0 | 1 | 2; at: number };

/** A service account (服务号, chatbot): the sender identity of a company's 5G messages. */
export const chatbots = pgTable(
  'chatbots',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    logoUploadId: ref('logo_upload_id')
      .notNull()
      .references(() => uploads.id),
    description: text('description').notNull(),
    industry: text('industry').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    servicePhone: text('service_phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    /** 1 draft, 2 in review, 3 approved, 4 rejected (contract `chatbotStatus`). */
    status: smallint('status').notNull().default(1),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewStartAt: timestamp('review_start_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * The chatbot id (sip: URI) each carrier issued for it, by carrier code: the sender address
     * of its messages there and the `{chatbotId}` of that carrier's interface and callbacks.
     */
    carrierChatbotIds: jsonb('carrier_chatbot_ids')
      .$type<Partial<Record<CarrierCode, string>>>()
      .notNull()
      .default({}),
    /**
     * The chatbot's status at each carrier as its last §13.1 change notification said (by carrier
     * code): 0 正常, 1 调试, 2 暂停 (§7.2), with the notification's time (Unix seconds).
     */
    carrierStatuses: jsonb('carrier_statuses')
      .$type<Partial<Record<CarrierCode, CarrierChatbotStatus>>>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique across the platform, whatever their case (a sender identity).
    uniqueIndex('chatbots_name_key').on(sql`lower(${t.name})`),
    index('chatbots_company_idx').on(t.companyId, t.createdAt),
    index('chatbots_review_idx').on(t.status, t.reviewStartAt),
  ],
);

/** A file of the material library: an image, or a video or audio with its cover image. */
export const materials = pgTable(
  'materials',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    uploadId: ref('upload_id')
      .notNull()
      .references(() => uploads.id),
    coverUploadId: ref('cover_upload_id').references(() => uploads.id),
    /** Bytes of the file and its cover together (what the template's 1.9 MB rule counts). */
    size: integer('size').notNull(),
    durationSeconds: integer('duration_seconds'),
    /** When it expires unless a template uses it first; null once one does. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('materials_company_idx').on(t.companyId, t.createdAt),
    check('materials_kind', sql`${t.kind} in ('image', 'video', 'audio')`),
  ],
);

/** A 5G message template of a company, sent through one of its service accounts. */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    chatbotId: ref('chatbot_id')
      .notNull()
      .references(() => chatbots.id),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    kind: text('kind').notNull(),
    /** The contract's `templateContent`, media as material ids. */
    content: jsonb('content').notNull(),
    variables: text('variables')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fileSize: integer('file_size').notNull().default(0),
    /** Message status of spec §4 (contract `templateStatus`). */
    status: smallint('status').notNull().default(1),
    rejectReason: text('reject_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewStartAt: timestamp('review_start_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * The template id 中国移动 approved for this content, entered by the operator at the platform
     * review (its interface has no review to submit to): its messages go by this id.
     */
    cmccTemplateId: text('cmcc_template_id'),
    /** The template or library template this draft was copied from. */
    copiedFromId: ref('copied_from_id'),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('templates_company_idx').on(t.companyId, t.updatedAt),
    index('templates_status_idx').on(t.status, t.reviewStartAt),
    index('templates_expiry_idx').on(t.expiresAt),
  ],
);

/** Which materials a template uses (they stop expiring while used). */
export const templateMaterials = pgTable(
  'template_materials',
  {
    templateId: ref('template_id')
      .notNull()
      .references(() => templates.id),
    materialId: ref('material_id')
      .notNull()
      .references(() => materials.id),
  },
  (t) => [
    uniqueIndex('template_materials_key').on(t.templateId, t.materialId),
    index('template_materials_material_idx').on(t.materialId),
  ],
);

/** Every status change of a template, with who (null: the system or a carrier) and when. */
export const templateEvents = pgTable(
  'template_events',
  {
    id: id(),
    templateId: ref('template_id')
      .notNull()
      .references(() => templates.id),
    event: text('event').notNull(),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    actorUserId: ref('actor_user_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('template_events_template_idx').on(t.templateId, t.createdAt)],
);

/**
 * One carrier's part in a registration (chatbot) or review (template, material): queued until the
 * gateway accepts it (ticket), then pending until the carrier answers. Transient gateway failures
 * are retried from `nextAttemptAt` with backoff.
 */
export const carrierReviews = pgTable(
  'carrier_reviews',
  {
    id: id(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: ref('subject_id').notNull(),
    carrier: text('carrier').notNull(),
    /** pending, approved, rejected */
    state: text('state').notNull().default('pending'),
    reason: text('reason'),
    ticket: text('ticket'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carrier_reviews_subject_key').on(t.subjectKind, t.subjectId, t.carrier),
    uniqueIndex('carrier_reviews_ticket_key').on(t.ticket),
    index('carrier_reviews_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.ticket} is null`),
    check('carrier_reviews_subject', sql`${t.subjectKind} in ('chatbot', 'template', 'material')`),
    check('carrier_reviews_state', sql`${t.state} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * The built-in carrier simulator's own state: the answers it will give, each due at a time. A real
 * gateway keeps this on the carrier's side and calls back instead.
 */
export const carrierSimulatorAnswers = pgTable(
  'carrier_simulator_answers',
  {
    ticket: text('ticket').primaryKey(),
    carrier: text('carrier').notNull(),
    approved: boolean('approved').notNull(),
    reason: text('reason'),
    answerAt: timestamp('answer_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('carrier_simulator_due_idx')
      .on(t.answerAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * The review results (§13.3) the carriers' platforms POSTed to our callbacks, one row per entry,
 * verified and kept as received until the `carrier-callbacks` job hands it to the carrier work.
 * `digest` (of carrier, kind, chatbot and entry) makes a repeated entry change nothing. (Status
 * reports and upstream messages go straight to sending's intake; those an earlier version kept
 * here are handed to it by the same job.)
 */
export const carrierCallbacks = pgTable(
  'carrier_callbacks',
  {
    id: id(),
    carrier: text('carrier').notNull(),
    /**
     * `status` (§12), `message` (§11), `check` (§13.3), `change` (§13.1 chatbot information) or
     * `spam` (§13.2 terminal report).
     */
    kind: text('kind').notNull(),
    chatbotUri: text('chatbot_uri').notNull(),
    entry: jsonb('entry').notNull(),
    digest: text('digest').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('carrier_callbacks_digest_key').on(t.digest),
    index('carrier_callbacks_due_idx')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
    check(
      'carrier_callbacks_kind',
      sql`${t.kind} in ('status', 'message', 'check', 'change', 'spam')`,
    ),
  ],
);

/** The public template library (模板库): curated templates any company copies into its own. */
export const libraryTemplates = pgTable('library_templates', {
  id: id(),
  sort: integer('sort').notNull(),
  name: text('name').notNull(),
  industry: text('industry').notNull(),
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  /** The contract's `templateContent`; media ids are `libraryMedia` ids. */
  content: jsonb('content').notNull(),
});

/** Images of the template library; copied into a company's materials when a template is used. */
export const libraryMedia = pgTable('library_media', {
  id: id(),
  name: text('name').notNull(),
  uploadId: ref('upload_id')
    .notNull()
    .references(() => uploads.id),
  size: integer('size').notNull(),
});
