import { codes } from '../contract/codes.ts';
import type { z } from 'zod';
import { billKindNames } from '../contract/schemas/account.ts';
import type { ledgerEntryRequest } from '../contract/schemas/back-office.ts';
import { tiers } from '../contract/tiers.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { backOfficeActions } from './tables.ts';
import { recordOrderRefund, reviewQueueOrders } from '../shop/orders.ts';
import { ApiError } from '../errors.ts';
import {
  actorsOf,
  customerCompaniesPage,
  companyNames,
  decideRegistration,
} from '../accounts/accounts.ts';
import type { MessageProvider } from '../accounts/messages.ts';
import type { SessionUser } from '../accounts/sessions.ts';
import { balancesOf, credit, debit, postpone } from '../ledger/ledger.ts';
import { standingsOf } from '../ledger/standings.ts';
import { grantTrial } from '../ledger/trial.ts';
import { addMonths } from '../lib/calendar.ts';
import type { PageRequest } from '../lib/lists.ts';

/** Manual ledger entries by bill kind: the bill's wording and the recorded back-office action. */
const manualEntries = {
  3: { name: '人工调整', action: 'adjust' },
  6: { name: billKindNames[6], action: 'refund' },
  7: { name: billKindNames[7], action: 'postpone' },
} as const;

/**
 * A page of the review queue: orders (of one status if given) with their company and account,
 * oldest first.
 */
export async function orderQueuePage(
  db: Db,
  filter: PageRequest & { status?: number; orderNo?: string },
) {
  const { total, rows } = await reviewQueueOrders(db, filter);
  const [names, accounts] = await Promise.all([
    companyNames(
      db,
      rows.map((order) => order.companyId),
    ),
    actorsOf(
      db,
      rows.map((order) => order.userId),
    ),
  ]);
  return {
    total,
    rows: rows.map((order) => ({
      order,
      companyName: names.get(order.companyId)!.name,
      account: accounts.get(order.userId)!.account,
    })),
  };
}

export type RegistrationDecision = { userId: string; approve: boolean; reason?: string };

/**
 * Approves (with the trial's credit) or refuses a registration awaiting review (2002 when it no
 * longer is), records the operator's action and tells the applicant by SMS.
 */
export async function reviewRegistration(
  db: Db,
  messageProvider: MessageProvider,
  operator: SessionUser,
  { userId, approve, reason }: RegistrationDecision,
  now: Date,
) {
  const user = await db.transaction(async (tx) => {
    const changed = await decideRegistration(tx, BigInt(userId), approve);
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
}

/**
 * A page of the customer companies (whose name contains the keyword), newest first, with tier and
 * balances.
 */
export async function companiesPage(db: Db, filter: PageRequest & { keyword?: string }, now: Date) {
  const { total, rows } = await customerCompaniesPage(db, filter);
  const ids = rows.map((r) => r.id);
  const [held, standings] = await Promise.all([balancesOf(db, ids), standingsOf(db, ids, now)]);
  const list = rows.map((company) => ({
    companyId: company.id.toString(),
    name: company.name,
    levelName: tiers[standings.get(company.id)!.levelId].levelName,
    balances: held.get(company.id)!,
  }));
  return { total, list };
}

/**
 * A manual ledger entry by an operator: an adjustment (credit for a year, or debit), a refund
 * (against one of the company's orders if named) or a postponement, recorded as a back-office
 * action; a debit that crosses the balance alert sends it once the transaction has committed.
 */
export async function enterLedgerEntry(
  db: Db,
  messageProvider: MessageProvider,
  operator: SessionUser,
  input: z.output<typeof ledgerEntryRequest>,
  now: Date,
) {
  const companyId = BigInt(input.companyId);
  if (!(await companyNames(db, [companyId])).has(companyId))
    throw new ApiError(codes.notFound, '客户单位不存在');
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
      orderId = await recordOrderRefund(tx, {
        companyId,
        orderNo: input.orderNo,
        actorUserId: operator.id,
        reason: input.reason,
        now,
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
}
