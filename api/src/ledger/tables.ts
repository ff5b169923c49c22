import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies, users } from '../accounts/tables.ts';
import { orders } from '../shop/tables.ts';

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
