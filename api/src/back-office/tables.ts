import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies, users } from '../accounts/tables.ts';
import { orders } from '../shop/tables.ts';

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
