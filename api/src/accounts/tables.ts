import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';

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
    /**
     * The common applets (antigen_self, gover_epidemic) whose names and phones this session shows
     * whole, once the company's admin account and password were confirmed (spec §4, §6).
     */
    unlockedApplets: text('unlocked_applets')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
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
