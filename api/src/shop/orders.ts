import { and, asc, desc, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import type { BillCategory, Order } from '../contract/schemas/account.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { orderEvents, orderItems, orders, products, serviceOrders } from './tables.ts';
import { postNotice } from '../account-centre/notices.ts';
import { actorsOf } from '../accounts/accounts.ts';
import { ApiError } from '../errors.ts';
import { orderTransitions, type OrderEvent } from '../contract/order-status.ts';
import { statusMachine } from '../lib/status-machine.ts';
import { addMonths, chinaInstant, dayMs } from '../lib/calendar.ts';
import { byId, containing, pageOf, type PageRequest } from '../lib/lists.ts';
import { credit, type Tx } from '../ledger/ledger.ts';
import type { SessionUser } from '../accounts/sessions.ts';
import {
  isEditable,
  newOrderNo,
  orderListStatus,
  priceCart,
  validMonths,
  type PricedItem,
} from './shop.ts';
import { companyUploadId, signedFileUrl, type UploadStore } from '../uploads/store.ts';

type OrderRow = typeof orders.$inferSelect;

type OrderFilter = PageRequest & { startTime?: string; endTime?: string; orderNo?: string };

/**
 * A page of the company's orders, newest first, placed within the (CST) times and matching the
 * number.
 */
export function companyOrdersPage(db: Db, companyId: bigint, filter: OrderFilter) {
  const { startTime, endTime, orderNo } = filter;
  const where = and(
    eq(orders.companyId, companyId),
    startTime ? gte(orders.createdAt, chinaInstant(startTime)) : undefined,
    endTime
      ? lte(
          orders.createdAt,
          new Date(chinaInstant(endTime).getTime() + (endTime.length === 10 ? dayMs - 1 : 999)),
        )
      : undefined,
    orderNo ? ilike(orders.orderNo, containing(orderNo)) : undefined,
  );
  return pageOf(
    db,
    filter,
    orders,
    where,
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .$dynamic(),
  );
}

/** Each order's number. */
export const orderNumbers = (db: Db, orderIds: readonly bigint[]) =>
  byId(orderIds, (ids) =>
    db
      .select({ id: orders.id, orderNo: orders.orderNo })
      .from(orders)
      .where(inArray(orders.id, ids)),
  );

/**
 * A page of the review queue: every company's orders (of one status if given, whose number
 * contains the text), oldest first: the queue is worked through in the order it arrived.
 */
export function reviewQueueOrders(
  db: Db,
  filter: PageRequest & { status?: number; orderNo?: string },
) {
  const where = and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.orderNo ? ilike(orders.orderNo, containing(filter.orderNo)) : undefined,
  );
  return pageOf(
    db,
    filter,
    orders,
    where,
    db.select().from(orders).where(where).orderBy(asc(orders.updatedAt), asc(orders.id)).$dynamic(),
  );
}

/** One entry of an order's history: who did what (an event of the machine, submit, refund), when. */
async function recordOrderEvent(
  tx: Tx,
  entry: {
    orderId: bigint;
    actorUserId: bigint;
    action: string;
    reason?: string | null;
    now: Date;
  },
) {
  await tx.insert(orderEvents).values({
    id: newId(entry.now.getTime()),
    orderId: entry.orderId,
    actorUserId: entry.actorUserId,
    action: entry.action,
    reason: entry.reason ?? null,
    createdAt: entry.now,
  });
}

/** One status change of an order, checked against its machine and written with its history entry. */
const advance = statusMachine({
  table: orders,
  transitions: orderTransitions,
  refused: (event) =>
    new ApiError(
      codes.orderStateChanged,
      event === 'resubmit' ? '订单当前状态不可修改' : '订单已被处理，请刷新',
    ),
  // Every order event has an actor: the customer or an operator.
  record: (tx, change) =>
    recordOrderEvent(tx, {
      ...change,
      orderId: change.subjectId,
      actorUserId: change.actorUserId!,
      action: change.event,
    }),
});

/**
 * A refund an operator enters against one of the company's orders, kept in the order's history.
 * Returns the order's id; 404 when the company has no such order.
 */
export async function recordOrderRefund(
  tx: Tx,
  refund: { companyId: bigint; orderNo: string; actorUserId: bigint; reason: string; now: Date },
) {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNo, refund.orderNo), eq(orders.companyId, refund.companyId)));
  if (!order) throw new ApiError(codes.notFound, '订单不存在');
  await recordOrderEvent(tx, { ...refund, orderId: order.id, action: 'refund' });
  return order.id;
}

/** The upload a proof URL points at, if this company uploaded it (spec §5 proofs). */
async function proofUpload(db: Db, companyId: bigint, prove: string) {
  const uploadId = await companyUploadId(db, companyId, prove);
  if (!uploadId) throw new ApiError(codes.badProof, '汇款凭证无效，请重新上传');
  return uploadId;
}

export type Settlement = {
  pay: number;
  flowNo: string;
  prove: string;
  remark?: string | undefined;
  chargeList: { id: string; repetitions: number }[];
  requestKey: string;
};

/**
 * Places an order in review (purchase status 1), priced from the catalogue. A retry with the same
 * request key returns the order the first attempt created.
 */
export async function placeOrder(db: Db, user: SessionUser, input: Settlement, now: Date) {
  const companyId = user.companyId!;
  const [existing] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.requestKey, input.requestKey)));
  if (existing) return existing;

  const catalogue = await db.select().from(products);
  const { items, fee } = priceCart(catalogue, input.chargeList);
  const proveUploadId = await proofUpload(db, companyId, input.prove);
  const orderId = newId(now.getTime());
  const orderNo = newOrderNo(now);
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(orders)
      .values({
        id: orderId,
        orderNo,
        companyId,
        userId: user.id,
        requestKey: input.requestKey,
        source: 1,
        status: 1,
        fee,
        pay: input.pay,
        flowNo: input.flowNo,
        proveUploadId,
        remark: input.remark || null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [orders.companyId, orders.requestKey] })
      .returning({ orderNo: orders.orderNo });
    // A concurrent retry with the same key won the race: answer with its order.
    if (!inserted) {
      const [winner] = await tx
        .select({ orderNo: orders.orderNo })
        .from(orders)
        .where(and(eq(orders.companyId, companyId), eq(orders.requestKey, input.requestKey)));
      return winner!;
    }
    await insertOrderItems(tx, orderId, items, now);
    await recordOrderEvent(tx, { orderId, actorUserId: user.id, action: 'submit', now });
    return inserted;
  });
}

/** Writes an order's items as priced from the catalogue (the order keeps them if the catalogue changes). */
export function insertOrderItems(tx: Tx, orderId: bigint, items: PricedItem[], now: Date) {
  return tx.insert(orderItems).values(
    items.map(({ product, repetitions }) => ({
      id: newId(now.getTime()),
      orderId,
      productId: product.id,
      title: product.title,
      name: product.name,
      kind: product.kind,
      price: product.price,
      repetitions,
      quantity: product.quantity,
      billCategory: product.billCategory,
      expireMonths: product.expire,
    })),
  );
}

/** Edits a refused or returned order (spec §5: the amount stays) and puts it back in review. */
export async function resubmitOrder(
  db: Db,
  user: SessionUser,
  input: {
    orderNo: string;
    flowNo: string;
    prove: string;
    remark?: string | undefined;
    requestKey: string;
  },
  now: Date,
) {
  const companyId = user.companyId!;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, input.orderNo), eq(orders.companyId, companyId)));
  if (!order) throw new ApiError(codes.notFound, '订单不存在');
  if (order.status === 1 && order.requestKey === input.requestKey)
    return { orderNo: order.orderNo };
  if (!isEditable(order.status))
    throw new ApiError(codes.orderStateChanged, '订单当前状态不可修改');
  const proveUploadId = await proofUpload(db, companyId, input.prove);
  return db.transaction(async (tx) => {
    await advance(tx, order, 'resubmit', {
      actorUserId: user.id,
      now,
      set: {
        flowNo: input.flowNo,
        proveUploadId,
        remark: input.remark || null,
        requestKey: input.requestKey,
      },
    });
    return { orderNo: order.orderNo };
  });
}

/** The notice each back-office decision leaves in the company's inbox. */
const reviewOutcome = {
  approve: { title: '订单审核通过', note: '您的订单已审核通过，余额已到账。' },
  reject: { title: '订单审核未通过', note: '您的订单未通过审核，可修改后重新提交。' },
  close: { title: '订单已关闭', note: '您的订单已关闭。' },
  return: { title: '订单已退回修改', note: '您的订单已退回，请修改后重新提交。' },
} as const satisfies Record<Exclude<OrderEvent, 'resubmit'>, { title: string; note: string }>;

export type ReviewAction = keyof typeof reviewOutcome;

/**
 * A back-office decision on an order in review. Approval credits every item in the same
 * transaction: quantities to the ledger with their expiry, services as service orders.
 */
export async function reviewOrder(
  db: Db,
  operator: SessionUser,
  input: { orderNo: string; action: ReviewAction; reason?: string | undefined },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.orderNo, input.orderNo))
      .for('update');
    if (!order) throw new ApiError(codes.notFound, '订单不存在');
    if (order.status !== 1) throw new ApiError(codes.orderStateChanged, '订单已被处理，请刷新');
    await decideOrder(tx, order, operator.id, input.action, input.reason, now);
  });
}

/** Records a decision on a locked order in review: its status, the event, credits and the notice. */
export async function decideOrder(
  tx: Tx,
  order: OrderRow,
  actorUserId: bigint,
  action: ReviewAction,
  reason: string | undefined,
  now: Date,
) {
  const outcome = reviewOutcome[action];
  await advance(tx, order, action, {
    actorUserId,
    reason: reason || null,
    now,
    set: { reviewReason: reason || null, ...(action === 'approve' && { approvedAt: now }) },
  });
  if (action === 'approve') await creditOrder(tx, order, actorUserId, now);
  await postNotice(tx, {
    companyId: order.companyId,
    orderId: order.id,
    title: outcome.title,
    content: `订单${order.orderNo}：${outcome.note}${reason ? `原因：${reason}` : ''}`,
    now,
  });
}

/** Rows per insert statement when an approval writes many. */
const insertBatchRows = 500;

/** Credits an approved order: quantities to the ledger, services as service orders. */
async function creditOrder(tx: Tx, order: OrderRow, actorUserId: bigint, now: Date) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    const expiresAt = addMonths(now, validMonths(item));
    if (item.billCategory !== null) {
      await credit(tx, {
        companyId: order.companyId,
        category: item.billCategory as BillCategory,
        kind: 1,
        quantity: item.quantity * item.repetitions,
        expiresAt,
        title: item.name,
        description: `订购${item.name}×${item.repetitions}`,
        orderId: order.id,
        actorUserId,
        now,
      });
      continue;
    }
    const [product] = await tx.select().from(products).where(eq(products.id, item.productId));
    const units = Array.from({ length: item.repetitions }, () => ({
      id: newId(now.getTime()),
      companyId: order.companyId,
      orderId: order.id,
      productId: item.productId,
      orderType: item.title,
      shopStatus: product?.shopStatus ?? 'customization',
      prodName: item.name,
      prodDesc: product?.scopeDesc ?? '',
      expiresAt,
      createdAt: now,
    }));
    // In bounded statements: one for every unit could pass PostgreSQL's 65,535 parameters.
    for (let start = 0; start < units.length; start += insertBatchRows) {
      await tx.insert(serviceOrders).values(units.slice(start, start + insertBatchRows));
    }
  }
}

/** Orders as the contract shows them, with items, a freshly signed proof URL and their history. */
export async function orderViews(
  db: Db,
  rows: OrderRow[],
  store: UploadStore,
  now: Date,
): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, events] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  const actors = await actorsOf(
    db,
    events.map((event) => event.actorUserId),
  );
  return rows.map((row) => ({
    orderNo: row.orderNo,
    createTime: row.createdAt.toISOString(),
    items: items
      .filter((i) => i.orderId === row.id)
      .map((i) => ({
        id: i.productId.toString(),
        title: i.title,
        name: i.name,
        kind: i.kind,
        price: i.price,
        repetitions: i.repetitions,
        quantity: i.quantity,
      })),
    fee: row.fee,
    pay: row.pay,
    source: row.source,
    prove: signedFileUrl(store, row.proveUploadId, now),
    remark: row.remark,
    flowNo: row.flowNo,
    orderStatus: orderListStatus(row.status),
    status: row.status,
    reviewReason: row.reviewReason,
    history: events
      .filter((event) => event.orderId === row.id)
      .flatMap((event) => {
        const actor = actors.get(event.actorUserId);
        if (!actor) return [];
        return {
          action: event.action,
          actorName: actor.platform === 3 ? `平台审核（${actor.showName}）` : actor.showName,
          reason: event.reason,
          createTime: event.createdAt.toISOString(),
        };
      }),
  }));
}
