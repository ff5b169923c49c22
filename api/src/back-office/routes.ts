import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codes } from '../contract/codes.ts';
import { tiers } from '../contract/tiers.ts';
import type { BillCategory } from '../contract/schemas/account.ts';
import { newId } from '../db/ids.ts';
import {
  backOfficeActions,
  balances,
  companies,
  orderEvents,
  orders,
  users,
} from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import { refusedRegistration } from '../accounts/accounts.ts';
import { addMonths } from '../lib/calendar.ts';
import { credit, debit, postpone } from '../ledger/ledger.ts';
import { orderViews, reviewOrder } from '../shop/orders.ts';
import { grantTrial } from '../ledger/trial.ts';
import { defineEndpoint } from '../http/define.ts';
import { standingsOf } from '../http/caller.ts';

/** Manual ledger entries by bill kind: the bill's wording and the recorded back-office action. */
const manualEntries = {
  3: { name: '人工调整', action: 'adjust' },
  6: { name: '退款', action: 'refund' },
  7: { name: '延期', action: 'postpone' },
} as const;

/** The management platform's screens (platform 3): reviews, registrations, manual ledger entries. */
export async function backOfficeRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore, messageProvider } = app;

  defineEndpoint(app, 'manageOrders', async ({ status, orderNo, page, pageSize }) => {
    const where = and(
      status ? eq(orders.status, status) : undefined,
      orderNo ? ilike(orders.orderNo, `%${orderNo.replace(/[%_\\]/g, '')}%`) : undefined,
    );
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db.select({ total: count() }).from(orders).where(where),
      db
        .select({ order: orders, companyName: companies.name, account: users.account })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        // Oldest first: the queue is worked through in the order it arrived.
        .orderBy(asc(orders.updatedAt), asc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    const views = await orderViews(
      db,
      rows.map((r) => r.order),
      uploadStore,
      clock.now(),
    );
    return {
      total,
      list: views.map((view, i) => ({
        ...view,
        companyId: rows[i]!.order.companyId.toString(),
        companyName: rows[i]!.companyName,
        account: rows[i]!.account,
      })),
    };
  });

  defineEndpoint(app, 'manageReviewOrder', async (input, request) => {
    await reviewOrder(db, request.session!.user, input, clock.now());
    return null;
  });

  defineEndpoint(app, 'manageRegistrations', async ({ page, pageSize }) => {
    const where = and(eq(users.userStatus, 0), eq(users.platform, 1));
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db.select({ total: count() }).from(users).where(where),
      db
        .select({ user: users, companyName: companies.name })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(where)
        .orderBy(asc(users.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    return {
      total,
      list: rows.map(({ user, companyName }) => ({
        userId: user.id.toString(),
        account: user.account,
        showName: user.showName,
        companyName: companyName ?? '',
        phone: user.phone ?? '',
        email: user.email ?? '',
        createTime: user.createdAt.toISOString(),
      })),
    };
  });

  defineEndpoint(app, 'manageReviewRegistration', async ({ userId, approve, reason }, request) => {
    const now = clock.now();
    const operator = request.session!.user;
    const user = await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(users)
        .set({ userStatus: approve ? 1 : refusedRegistration })
        .where(and(eq(users.id, BigInt(userId)), eq(users.userStatus, 0), eq(users.platform, 1)))
        .returning();
      if (!changed) throw new ApiError(codes.orderStateChanged, '该注册已审核或不存在');
      if (approve && changed.companyId) await grantTrial(tx, changed.companyId, now, operator.id);
      await tx.insert(backOfficeActions).values({
        id: newId(now.getTime()),
        actorUserId: operator.id,
        action: approve ? 'approve-registration' : 'refuse-registration',
        companyId: changed.companyId,
        userId: changed.id,
        detail: `${changed.account}（${changed.showName}）`,
        reason: reason || null,
        createdAt: now,
      });
      return changed;
    });
    if (user.phone) {
      await messageProvider.send(
        {
          channel: 'sms',
          recipient: user.phone,
          template: approve ? 'registration-approved' : 'registration-refused',
          body: approve
            ? `【5G智能平台】您的账号${user.account}已审核通过，欢迎登录使用。`
            : `【5G智能平台】您的账号${user.account}未通过审核。原因：${reason}`,
        },
        now,
      );
    }
    return null;
  });

  defineEndpoint(app, 'manageCompanies', async ({ keyword, page, pageSize }) => {
    const now = clock.now();
    const where = keyword
      ? ilike(companies.name, `%${keyword.replace(/[%_\\]/g, '')}%`)
      : undefined;
    const [[{ total } = { total: 0 }], rows] = await Promise.all([
      db.select({ total: count() }).from(companies).where(where),
      db
        .select()
        .from(companies)
        .where(where)
        .orderBy(desc(companies.createdAt), desc(companies.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    ]);
    const held = rows.length
      ? await db
          .select()
          .from(balances)
          .where(
            inArray(
              balances.companyId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    const standings = await standingsOf(
      db,
      rows.map((r) => r.id),
      now,
    );
    const list = rows.map((company) => ({
      companyId: company.id.toString(),
      name: company.name,
      levelName: tiers[standings.get(company.id)!.levelId].levelName,
      balances: held
        .filter((b) => b.companyId === company.id)
        .map((b) => ({ category: b.category as BillCategory, quantity: b.quantity }))
        .sort((a, b) => a.category - b.category),
    }));
    return { total, list };
  });

  defineEndpoint(app, 'manageLedgerEntry', async (input, request) => {
    const now = clock.now();
    const operator = request.session!.user;
    const companyId = BigInt(input.companyId);
    const [company] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw new ApiError(codes.notFound, '客户单位不存在');
    const change = {
      companyId,
      category: input.category,
      now,
      actorUserId: operator.id,
      description: `${manualEntries[input.kind].name}：${input.reason}`,
    };
    const alert = await db.transaction(async (tx) => {
      let orderId: bigint | null = null;
      if (input.kind === 6 && input.orderNo) {
        const [order] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.orderNo, input.orderNo), eq(orders.companyId, companyId)));
        if (!order) throw new ApiError(codes.notFound, '订单不存在');
        orderId = order.id;
        await tx.insert(orderEvents).values({
          id: newId(now.getTime()),
          orderId,
          actorUserId: operator.id,
          action: 'refund',
          reason: input.reason,
          createdAt: now,
        });
      }
      await tx.insert(backOfficeActions).values({
        id: newId(now.getTime()),
        actorUserId: operator.id,
        action: manualEntries[input.kind].action,
        companyId,
        orderId,
        detail:
          input.kind === 7
            ? `类别${input.category}延期${input.days}天`
            : `类别${input.category}数量${input.kind === 6 ? -input.quantity : input.quantity}`,
        reason: input.reason,
        createdAt: now,
      });
      if (input.kind === 7) {
        await postpone(tx, { ...change, days: input.days });
        return null;
      }
      if (input.kind === 3 && input.quantity > 0) {
        await credit(tx, {
          ...change,
          kind: 3,
          quantity: input.quantity,
          expiresAt: addMonths(now, 12),
          title: '人工调整',
        });
        return null;
      }
      return debit(tx, {
        ...change,
        orderId,
        kind: input.kind,
        quantity: Math.abs(input.quantity),
      });
    });
    if (alert) await messageProvider.send(alert, now);
    return null;
  });
}
