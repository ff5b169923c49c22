import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies, users } from '../accounts/tables.ts';

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
