import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { companies, users } from '../accounts/tables.ts';
import { uploads } from '../uploads/tables.ts';

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
