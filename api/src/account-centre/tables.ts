import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies } from '../accounts/tables.ts';
import { orders } from '../shop/tables.ts';

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
