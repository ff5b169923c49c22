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
import type { SiteServiceIcon } from '../contract/schemas/site.ts';

const id = () => bigint('id', { mode: 'bigint' }).primaryKey();
const ref = (name: string) => bigint(name, { mode: 'bigint' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A customer organisation (enterprise or government body). */
export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  /** 1 enterprise, 2 government (spec §6: entry id 1 is for managers with customerType 2). */
  customerType: smallint('customer_type').notNull().default(1),
  customSource: smallint('custom_source').notNull().default(1),
  customSourceType: smallint('custom_source_type').notNull().default(1),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  /** 5G-message balance alert threshold (spec §5, §9); null = not set. */
  ecBalanceAlarm: integer('ec_balance_alarm'),
  /** When the last balance alert SMS went out (once a month, again after a repurchase). */
  balanceAlertSentAt: timestamp('balance_alert_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A role: the menu entries (authMenuList) its holders may use. */
export const roles = pgTable('roles', {
  id: id(),
  companyId: ref('company_id').references(() => companies.id),
  name: text('name').notNull(),
  menuNames: text('menu_names')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id),
    /** Login name, unique across the platform. */
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 1 default console, 2 chatbot platform, 3 management platform. */
    platform: smallint('platform').notNull().default(1),
    /** 1 active, 0 registered and awaiting audit. */
    userStatus: smallint('user_status').notNull().default(1),
    isChatBotManager: boolean('is_chat_bot_manager').notNull().default(false),
    parentUserId: ref('parent_user_id'),
    roleId: ref('role_id').references(() => roles.id),
    showName: text('show_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** A sub-account the manager stopped: it cannot sign in and its sessions ended then. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    failedLogins: integer('failed_logins').notNull().default(0),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_account_key').on(sql`lower(${t.account})`),
    index('users_company_idx').on(t.companyId),
  ],
);

/**
 * Failed sign-ins of account names that do not exist, counted as a user's own (failedLogins) are,
 * so an unknown name is answered exactly as a known one; shared by every instance.
 */
export const unknownLoginFailures = pgTable(
  'unknown_login_failures',
  {
    /** The name as typed, lower-cased. */
    account: text('account').primaryKey(),
    failedLogins: integer('failed_logins').notNull(),
    lastFailedLoginAt: timestamp('last_failed_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('unknown_login_failures_last_idx').on(t.lastFailedLoginAt)],
);

/** Per-route request counts of rate-limiter-flexible (http/rate-limits.ts), shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    /** SHA-256 of the current token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The token before the last rotation stays valid briefly, for requests already in flight. */
    previousTokenHash: text('previous_token_hash'),
    previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 'logout' or 'replaced' (signed in elsewhere). */
    revokedReason: text('revoked_reason'),
    /**
     * When the user confirmed their password to see full numbers in the send query (the
     * detail_enquiry flag of spec §4); it lasts as long as the session.
     */
    detailEnquiryAt: timestamp('detail_enquiry_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_key').on(t.tokenHash),
    index('sessions_previous_token_idx').on(t.previousTokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** Nonces seen within the accepted clock window; a second use is a replay. */
export const usedNonces = pgTable(
  'used_nonces',
  {
    nonce: text('nonce').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('used_nonces_seen_idx').on(t.seenAt)],
);

export const captchas = pgTable('captchas', {
  imgUuid: text('img_uuid').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verify_codes_phone_idx').on(t.phone, t.purpose)],
);

/** Messages handed to the message provider (SMS codes, alerts). The default provider stops here. */
export const outbox = pgTable('outbox', {
  id: id(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  template: text('template').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const uploads = pgTable('uploads', {
  id: id(),
  companyId: ref('company_id'),
  userId: ref('user_id').notNull(),
  storedName: text('stored_name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** Opening applications from the public home page (spec §3). */
export const openingApplications = pgTable('opening_applications', {
  id: id(),
  name: text('name').notNull(),
  tel: text('tel'),
  province: text('province').notNull(),
  city: text('city').notNull(),
  provinceName: text('province_name'),
  cityName: text('city_name'),
  company: text('company').notNull(),
  content: text('content').notNull(),
  email: text('email').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

/** Products of the service shop (spec §3, §9). Prices in integer cents. */
export const products = pgTable('products', {
  id: id(),
  title: smallint('title').notNull(),
  name: text('name').notNull(),
  kind: smallint('kind').notNull(),
  shopStatus: text('shop_status').notNull(),
  status: smallint('status').notNull().default(1),
  price: integer('price').notNull(),
  officialPrice: integer('official_price'),
  isShowOfficialPrice: boolean('is_show_official_price').notNull().default(false),
  quantity: integer('quantity').notNull(),
  balanceCategory: smallint('balance_category').notNull(),
  /** Ledger (bill) category the product credits; null for services, which become service orders. */
  billCategory: smallint('bill_category'),
  remark: text('remark'),
  expire: integer('expire').notNull(),
  scopeDesc: text('scope_desc'),
  ruleDesc: text('rule_desc'),
  isShowExpire: boolean('is_show_expire').notNull().default(true),
  productType: smallint('product_type').notNull().default(3),
  details: jsonb('details').$type<{ title: string; remark: string; status: number }[]>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Help-centre articles (spec §2 help centre). */
export const helpArticles = pgTable('help_articles', {
  id: integer('id').primaryKey(),
  menu: text('menu').notNull(),
  title: text('title').notNull(),
  sections: jsonb('sections').$type<{ heading: string; body: string[] }[]>().notNull(),
  sort: integer('sort').notNull(),
  updatedOn: text('updated_on').notNull(),
});

/** Purchase orders paid by bank transfer (spec §3, §4). Amounts in cents. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNo: text('order_no').notNull(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    /** The client's key for this settlement attempt: a retry returns the same order. */
    requestKey: text('request_key').notNull(),
    /** 1 front desk, 2 back office, 3 service provider. */
    source: smallint('source').notNull().default(1),
    /** 1 in review, 2 succeeded, 3 review failed, 4 closed, 5 returned for re-editing. */
    status: smallint('status').notNull().default(1),
    /** The catalogue price of the items, never the client's figure. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** The amount the customer says they remitted. */
    pay: bigint('pay', { mode: 'number' }).notNull(),
    flowNo: text('flow_no').notNull(),
    proveUploadId: ref('prove_upload_id')
      .notNull()
      .references(() => uploads.id),
    remark: text('remark'),
    reviewReason: text('review_reason'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    uniqueIndex('orders_request_key').on(t.companyId, t.requestKey),
    index('orders_company_idx').on(t.companyId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
  ],
);

/** What an order bought, priced from the catalogue when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    title: smallint('title').notNull(),
    name: text('name').notNull(),
    kind: smallint('kind').notNull(),
    price: integer('price').notNull(),
    repetitions: integer('repetitions').notNull(),
    quantity: integer('quantity').notNull(),
    billCategory: smallint('bill_category'),
    expireMonths: integer('expire_months').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** Who did what to an order and when (customer submissions and every back-office action). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    actorUserId: ref('actor_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/** The current balance per company and ledger category; always the sum of its bill entries. */
export const balances = pgTable(
  'balances',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    category: smallint('category').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('balances_key').on(t.companyId, t.category),
    check('balances_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** A credited quantity with its expiry; consumption draws from the lot that expires first. */
export const ledgerLots = pgTable(
  'ledger_lots',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    category: smallint('category').notNull(),
    title: text('title').notNull(),
    orderId: ref('order_id').references(() => orders.id),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_lots_company_idx').on(t.companyId, t.category, t.expiresAt),
    index('ledger_lots_expiry_idx').on(t.expiresAt),
    check('ledger_lots_remaining', sql`${t.remaining} >= 0`),
  ],
);

/** Bill entries (spec §3, §4): every balance change, signed, with the balance after it. */
export const billEntries = pgTable(
  'bill_entries',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    category: smallint('category').notNull(),
    /** 1 order, 3 adjustment, 4 consumption, 5 expiry, 6 refund, 7 postponement. */
    kind: smallint('kind').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** Service days (showcase periods, postponements). */
    serviceDays: integer('service_days'),
    description: text('description').notNull(),
    orderId: ref('order_id').references(() => orders.id),
    lotId: ref('lot_id').references(() => ledgerLots.id),
    actorUserId: ref('actor_user_id').references(() => users.id),
    /** yyyymmdd in China Standard Time. */
    billDay: text('bill_day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bill_entries_company_idx').on(t.companyId, t.category, t.billDay)],
);

/** Custom-service and support-right orders (spec §3, §4), one per unit bought. */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    productId: ref('product_id')
      .notNull()
      .references(() => products.id),
    /** Product title (spec §9). */
    orderType: smallint('order_type').notNull(),
    shopStatus: text('shop_status').notNull(),
    prodName: text('prod_name').notNull(),
    prodDesc: text('prod_desc').notNull(),
    /** 1 inactive, 2 activated, 3 disabled. Expiry is read from expiresAt. */
    orderStatus: smallint('order_status').notNull().default(1),
    /** 0 not started, 1 demand pending, 2 in process, 3 content acceptance, 4 finished. */
    serviceStatus: smallint('service_status').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('service_orders_company_idx').on(t.companyId, t.orderType)],
);

/** Daily usage for the 7-day trends: 1 5G messages sent, 2 micro-app calls, 3 micro-propagation calls. */
export const usageDaily = pgTable(
  'usage_daily',
  {
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    category: smallint('category').notNull(),
    /** yyyymmdd in China Standard Time. */
    day: text('day').notNull(),
    consume: integer('consume').notNull(),
  },
  (t) => [uniqueIndex('usage_daily_key').on(t.companyId, t.category, t.day)],
);

/** Inbox messages (order reviews, balance alerts). */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    orderId: ref('order_id').references(() => orders.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notices_company_idx').on(t.companyId, t.createdAt)],
);

/** Home page banners: a poster and a video, as paths on the media host (spec §2 home page). */
export const siteBanners = pgTable('site_banners', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  cover: text('cover').notNull(),
  video: text('video').notNull(),
});

/** Home page service items. */
export const siteServices = pgTable('site_services', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  icon: text('icon').$type<SiteServiceIcon>().notNull(),
});

/** Home page industry scenario tabs. */
export const siteScenarios = pgTable('site_scenarios', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  points: jsonb('points').$type<string[]>().notNull(),
  image: text('image').notNull(),
});

/** Customer tiers as the home page presents them (spec §1); yearly spend in cents. */
export const siteTiers = pgTable('site_tiers', {
  levelId: smallint('level_id').primaryKey(),
  name: text('name').notNull(),
  yearlySpend: integer('yearly_spend'),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
});

/** Authorised local service providers shown on the home page. */
export const siteProviders = pgTable('site_providers', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  phone: text('phone').notNull(),
});

/** Back-office actions outside orders (registration reviews, manual ledger entries): who, what, when. */
export const backOfficeActions = pgTable(
  'back_office_actions',
  {
    id: id(),
    actorUserId: ref('actor_user_id')
      .notNull()
      .references(() => users.id),
    /** approve-registration, refuse-registration, adjust, refund, postpone */
    action: text('action').notNull(),
    companyId: ref('company_id').references(() => companies.id),
    userId: ref('user_id').references(() => users.id),
    orderId: ref('order_id').references(() => orders.id),
    detail: text('detail').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('back_office_actions_company_idx').on(t.companyId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// 5G messages I: service accounts, materials, templates and their carrier reviews

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

// ---------------------------------------------------------------------------------------------
// Platform management and feedback

/** Who changed which sub-account or role of a company, and when (平台管理的操作记录). */
export const teamAudit = pgTable(
  'team_audit',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    actorUserId: ref('actor_user_id')
      .notNull()
      .references(() => users.id),
    /** A key of the contract's `auditActions`. */
    action: text('action').notNull(),
    target: text('target').notNull(),
    detail: text('detail').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('team_audit_company_idx').on(t.companyId, t.createdAt)],
);

/** A message left through the customer-service widget or the console, and the platform's reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    companyId: ref('company_id').references(() => companies.id),
    userId: ref('user_id').references(() => users.id),
    content: text('content').notNull(),
    /** Mobile to answer by SMS when left without signing in. */
    contact: text('contact'),
    reply: text('reply'),
    repliedBy: ref('replied_by').references(() => users.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_waiting_idx').on(t.repliedAt, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// 5G messages, part II: address book, send tasks, recipients, download centre

/** An address-book group (通讯录分组); every contact belongs to one. */
export const contactGroups = pgTable(
  'contact_groups',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contact_groups_company_name_key').on(t.companyId, t.name)],
);

/** One person in the address book; `variables` fill a template's variables when sending. */
export const contacts = pgTable(
  'contacts',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    groupId: ref('group_id')
      .notNull()
      .references(() => contactGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    mobile: text('mobile').notNull(),
    remark: text('remark').notNull().default(''),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('contacts_group_mobile_key').on(t.groupId, t.mobile),
    index('contacts_company_mobile_idx').on(t.companyId, t.mobile),
  ],
);

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
    index('send_recipients_company_mobile_idx').on(t.companyId, t.mobile),
  ],
);

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
