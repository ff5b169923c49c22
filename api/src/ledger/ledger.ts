import { and, asc, desc, eq, gt, inArray, lte, max, sql, type Placeholder } from 'drizzle-orm';
import type { BillCategory } from '../contract/schemas/account.ts';
import { codes } from '../contract/codes.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { balances, billEntries, ledgerLots, usageDaily } from './tables.ts';
import { postNotice } from '../account-centre/notices.ts';
import {
  lockBalanceAlertSettings,
  markBalanceAlertSent,
  messageManagerPhone,
} from '../accounts/accounts.ts';
import { ApiError } from '../errors.ts';
import { shouldSendBalanceAlert } from './balance-alert.ts';
import { addMonths, compactDayOf, dayMs } from '../lib/calendar.ts';
import { tableRowsAsJson } from '../lib/json-rows.ts';
import { preparedPerDatabase } from '../lib/prepared.ts';
import type { OutgoingMessage } from '../accounts/messages.ts';

/** A database or an open transaction: every ledger write runs inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The ledger: every balance change is a bill entry written in the same transaction as the balance
 * it changes (spec §4, §9). Credits are lots with an expiry; debits draw from the lot that expires
 * first. The balance row is locked for the change, so concurrent changes to one balance queue up.
 */
type Change = {
  companyId: bigint;
  category: BillCategory;
  now: Date;
  description: string;
  orderId?: bigint | null;
  actorUserId?: bigint | null;
};

/** Locks the balance row (creating it at zero) and returns its quantity. */
async function lockBalance(tx: Tx, companyId: bigint, category: number): Promise<number> {
  await tx.insert(balances).values({ companyId, category, quantity: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ quantity: balances.quantity })
    .from(balances)
    .where(and(eq(balances.companyId, companyId), eq(balances.category, category)))
    .for('update');
  return row!.quantity;
}

async function record(
  tx: Tx,
  change: Change,
  entry: {
    kind: number;
    quantity: number;
    balanceAfter: number;
    lotId?: bigint;
    serviceDays?: number;
  },
) {
  await tx
    .update(balances)
    .set({ quantity: entry.balanceAfter })
    .where(and(eq(balances.companyId, change.companyId), eq(balances.category, change.category)));
  await tx.insert(billEntries).values({
    id: newId(change.now.getTime()),
    companyId: change.companyId,
    category: change.category,
    kind: entry.kind,
    quantity: entry.quantity,
    balanceAfter: entry.balanceAfter,
    serviceDays: entry.serviceDays ?? null,
    description: change.description,
    orderId: change.orderId ?? null,
    lotId: entry.lotId ?? null,
    actorUserId: change.actorUserId ?? null,
    billDay: compactDayOf(change.now),
    createdAt: change.now,
  });
}

/**
 * The most a balance may hold: far above any real order (50 lines of 999 units), and with the five
 * categories summed still below 2^53, where JavaScript numbers stop being exact.
 */
const maxBalance = 1_000_000_000_000_000;

/**
 * Credits a quantity valid until `expiresAt`: kind 1 for an order, 3 for an adjustment, 6 for
 * messages given back (a send task's failures that were not the customer's fault).
 */
export async function credit(
  tx: Tx,
  change: Change & { kind: 1 | 3 | 6; quantity: number; expiresAt: Date; title: string },
) {
  const before = await lockBalance(tx, change.companyId, change.category);
  if (before + change.quantity > maxBalance) {
    throw new ApiError(codes.invalidRequest, '余额将超出上限，无法入账', 400);
  }
  const lotId = newId(change.now.getTime());
  await tx.insert(ledgerLots).values({
    id: lotId,
    companyId: change.companyId,
    category: change.category,
    title: change.title,
    orderId: change.orderId ?? null,
    quantity: change.quantity,
    remaining: change.quantity,
    expiresAt: change.expiresAt,
    createdAt: change.now,
  });
  const serviceDays = Math.round((change.expiresAt.getTime() - change.now.getTime()) / dayMs);
  await record(tx, change, {
    kind: change.kind,
    quantity: change.quantity,
    balanceAfter: before + change.quantity,
    lotId,
    serviceDays,
  });
}

/** Takes expired quantities out of one balance with kind-5 entries, one per lot. */
async function expireBalance(tx: Tx, companyId: bigint, category: BillCategory, now: Date) {
  let balance = await lockBalance(tx, companyId, category);
  const due = await tx
    .select()
    .from(ledgerLots)
    .where(
      and(
        eq(ledgerLots.companyId, companyId),
        eq(ledgerLots.category, category),
        gt(ledgerLots.remaining, 0),
        lte(ledgerLots.expiresAt, now),
      ),
    )
    .orderBy(asc(ledgerLots.expiresAt), asc(ledgerLots.id));
  for (const lot of due) {
    balance -= lot.remaining;
    await tx.update(ledgerLots).set({ remaining: 0 }).where(eq(ledgerLots.id, lot.id));
    await record(
      tx,
      { companyId, category, now, description: `${lot.title}到期`, orderId: lot.orderId },
      { kind: 5, quantity: -lot.remaining, balanceAfter: balance, lotId: lot.id },
    );
  }
  return { expired: due.length, balance };
}

/**
 * Debits a quantity (4 consumption, 3 negative adjustment, 6 refund) from the lots that expire
 * first, after taking out what has expired. Refuses with 2001 when the balance does not cover it.
 * Returns the alert SMS to send once the transaction has committed, if this change calls for one.
 */
export async function debit(
  tx: Tx,
  change: Change & { kind: 3 | 4 | 6; quantity: number },
): Promise<OutgoingMessage | null> {
  const { balance: before } = await expireBalance(
    tx,
    change.companyId,
    change.category,
    change.now,
  );
  if (change.quantity > before) {
    throw new ApiError(codes.insufficientBalance, `余额不足，当前余额${before}`);
  }
  const lots = await tx
    .select()
    .from(ledgerLots)
    .where(
      and(
        eq(ledgerLots.companyId, change.companyId),
        eq(ledgerLots.category, change.category),
        gt(ledgerLots.remaining, 0),
      ),
    )
    .orderBy(asc(ledgerLots.expiresAt), asc(ledgerLots.id));
  let left = change.quantity;
  for (const lot of lots) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    await tx
      .update(ledgerLots)
      .set({ remaining: lot.remaining - take })
      .where(eq(ledgerLots.id, lot.id));
    left -= take;
  }
  const after = before - change.quantity;
  await record(tx, change, { kind: change.kind, quantity: -change.quantity, balanceAfter: after });
  return change.category === 1
    ? balanceAlert(tx, change.companyId, before, after, change.now)
    : null;
}

/**
 * Gives back a debited quantity (kind 6, e.g. a send task's failures that were not the customer's
 * fault) with the validity of the lots it came from: the latest expiry of the category, or a year
 * when those have lapsed.
 */
export async function giveBack(tx: Tx, change: Change & { quantity: number; title: string }) {
  const [{ latest }] = (await tx
    .select({ latest: max(ledgerLots.expiresAt) })
    .from(ledgerLots)
    .where(
      and(eq(ledgerLots.companyId, change.companyId), eq(ledgerLots.category, change.category)),
    )) as [{ latest: Date | null }];
  await credit(tx, {
    ...change,
    kind: 6,
    expiresAt: latest && latest > change.now ? latest : addMonths(change.now, 12),
  });
}

/**
 * What a debit of the category can take at `now`, for a caller that debits in its own transaction
 * after deciding how much: the balance row stays locked until that transaction ends, and lots past
 * their expiry do not count.
 */
export async function lockAvailable(tx: Tx, companyId: bigint, category: BillCategory, now: Date) {
  await tx
    .select({ quantity: balances.quantity })
    .from(balances)
    .where(and(eq(balances.companyId, companyId), eq(balances.category, category)))
    .for('update');
  return availableBalance(tx, companyId, category, now);
}

/**
 * What a debit of the category could take at `now`, read without writing anything: the lots past
 * their expiry do not count, though their expiry entries may not be written yet. For reads on hot
 * paths (a public page's state); a debit decides on `lockAvailable` or the debit itself.
 */
export async function availableBalance(
  db: Db | Tx,
  companyId: bigint,
  category: BillCategory,
  now: Date,
) {
  const [{ available }] = (await db
    .select({ available: sql<number>`coalesce(sum(${ledgerLots.remaining}), 0)::int` })
    .from(ledgerLots)
    .where(
      and(
        eq(ledgerLots.companyId, companyId),
        eq(ledgerLots.category, category),
        gt(ledgerLots.expiresAt, now),
      ),
    )) as [{ available: number }];
  return available;
}

/**
 * Adds to the day's usage of a category (the 7-day trends: 1 5G messages sent, 2 micro-app calls,
 * 3 micro-propagation calls); a negative quantity takes back what was given back.
 */
export async function recordUsage(
  tx: Tx,
  companyId: bigint,
  category: 1 | 2 | 3,
  now: Date,
  quantity: number,
) {
  await tx
    .insert(usageDaily)
    .values({ companyId, category, day: compactDayOf(now), consume: quantity })
    .onConflictDoUpdate({
      target: [usageDaily.companyId, usageDaily.category, usageDaily.day],
      set: { consume: sql`${usageDaily.consume} + excluded.consume` },
    });
}

/** A balance as read now, once the expiries due by `now` are written off. */
export async function currentBalance(db: Db, companyId: bigint, category: BillCategory, now: Date) {
  await expireCompany(db, companyId, now);
  const [row] = await db
    .select({ quantity: balances.quantity })
    .from(balances)
    .where(and(eq(balances.companyId, companyId), eq(balances.category, category)));
  return row?.quantity ?? 0;
}

/** Each company's balances as stored (no expiry written off), by category. */
export async function balancesOf(db: Db, companyIds: readonly bigint[]) {
  const rows =
    companyIds.length === 0
      ? []
      : await db
          .select({
            companyId: balances.companyId,
            category: balances.category,
            quantity: balances.quantity,
          })
          .from(balances)
          .where(inArray(balances.companyId, [...companyIds]))
          .orderBy(asc(balances.category));
  return new Map(
    companyIds.map((id) => [
      id,
      rows
        .filter((row) => row.companyId === id)
        .map(({ category, quantity }) => ({ category: category as BillCategory, quantity })),
    ]),
  );
}

/** Extends the lots still running by `days` (kind 7: the balance is unchanged, the days are recorded). */
export async function postpone(tx: Tx, change: Change & { days: number }) {
  const { balance } = await expireBalance(tx, change.companyId, change.category, change.now);
  const running = and(
    eq(ledgerLots.companyId, change.companyId),
    eq(ledgerLots.category, change.category),
    gt(ledgerLots.remaining, 0),
  );
  const moved = await tx
    .update(ledgerLots)
    .set({ expiresAt: sql`${ledgerLots.expiresAt} + make_interval(days => ${change.days})` })
    .where(running)
    .returning({ id: ledgerLots.id });
  if (moved.length === 0) throw new ApiError(codes.insufficientBalance, '没有可延期的余额');
  await record(tx, change, {
    kind: 7,
    quantity: 0,
    balanceAfter: balance,
    serviceDays: change.days,
  });
}

/** Writes the expiry entries due at `now` for every company; returns how many lots expired. */
export async function expireDue(db: Db, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ companyId: ledgerLots.companyId, category: ledgerLots.category })
    .from(ledgerLots)
    .where(and(gt(ledgerLots.remaining, 0), lte(ledgerLots.expiresAt, now)));
  let expired = 0;
  for (const { companyId, category } of due) {
    expired += await db.transaction(
      async (tx) => (await expireBalance(tx, companyId, category as BillCategory, now)).expired,
    );
  }
  return expired;
}

/** Applies due expiries of one company before its balances are read. */
export async function expireCompany(db: Db, companyId: bigint, now: Date) {
  const due = await db
    .selectDistinct({ category: ledgerLots.category })
    .from(ledgerLots)
    .where(
      and(
        eq(ledgerLots.companyId, companyId),
        gt(ledgerLots.remaining, 0),
        lte(ledgerLots.expiresAt, now),
      ),
    );
  await expireCategories(db, companyId, new Set(due.map((d) => d.category)), now);
}

async function expireCategories(db: Db, companyId: bigint, categories: Set<number>, now: Date) {
  for (const category of categories) {
    await db.transaction((tx) => expireBalance(tx, companyId, category as BillCategory, now));
  }
}

export type Lot = typeof ledgerLots.$inferSelect;

/**
 * Which of a company's lots its balances are read from: those that still hold something, soonest to
 * expire first. One definition for `liveLotsOf` and for reads that fold it into a larger statement.
 */
const lotsWithRemainderOf = (companyId: Placeholder) => ({
  where: and(eq(ledgerLots.companyId, companyId), gt(ledgerLots.remaining, 0)),
  orderBy: [asc(ledgerLots.expiresAt), asc(ledgerLots.id)],
});

/**
 * The company's lots with something left (`lotsWithRemainderOf`) and its balance of each category,
 * as JSON columns of a larger statement (placeholder: companyId).
 */
export function ledgerAsJson(companyId: Placeholder) {
  const lots = lotsWithRemainderOf(companyId);
  return {
    lots: tableRowsAsJson(ledgerLots, lots.where, lots.orderBy),
    balances: tableRowsAsJson(balances, eq(balances.companyId, companyId)),
  };
}

/** A company's lots with something left, soonest to expire first (placeholder: companyId). */
const lotsWithRemainder = preparedPerDatabase((db) => {
  const { where, orderBy } = lotsWithRemainderOf(sql.placeholder('companyId'));
  return db
    .select()
    .from(ledgerLots)
    .where(where)
    .orderBy(...orderBy)
    .prepare('lots_with_remainder');
});

/** The categories in which some lot read still holds something past its expiry. */
export const dueCategories = (lots: readonly Pick<Lot, 'category' | 'expiresAt'>[], now: Date) =>
  new Set(lots.filter((l) => l.expiresAt <= now).map((l) => l.category));

/**
 * Runs a read that includes the company's lots with something left (`lotsWithRemainderOf`) and
 * answers from it once due expiries are written off (as `expireCompany`): when the read shows a due
 * lot, the expiries are written and the read runs again, so the usual case costs the read alone.
 */
export async function afterDueExpiries<T>(
  db: Db,
  companyId: bigint,
  now: Date,
  read: () => Promise<T>,
  lotsOf: (result: T) => readonly Lot[],
): Promise<T> {
  const result = await read();
  const due = dueCategories(lotsOf(result), now);
  if (due.size === 0) return result;
  await expireCategories(db, companyId, due, now);
  return read();
}

/**
 * The company's lots that still hold something, soonest to expire first, once due expiries are
 * written off: one query when none is due, which is the usual case.
 */
export const liveLotsOf = (db: Db, companyId: bigint, now: Date): Promise<Lot[]> =>
  afterDueExpiries(
    db,
    companyId,
    now,
    () => lotsWithRemainder(db).execute({ companyId }),
    (lots) => lots,
  );

/**
 * The balance-alert decision for a 5G-message debit (spec §9). When it fires, the send time is
 * stored with the change and an inbox notice written, so the SMS goes out at most once.
 */
async function balanceAlert(
  tx: Tx,
  companyId: bigint,
  before: number,
  after: number,
  now: Date,
): Promise<OutgoingMessage | null> {
  const company = await lockBalanceAlertSettings(tx, companyId);
  if (!company || company.threshold === null) return null;
  const [lastCredit] = await tx
    .select({ at: billEntries.createdAt })
    .from(billEntries)
    .where(
      and(
        eq(billEntries.companyId, companyId),
        eq(billEntries.category, 1),
        eq(billEntries.kind, 1),
      ),
    )
    .orderBy(desc(billEntries.createdAt))
    .limit(1);
  const send = shouldSendBalanceAlert({
    threshold: company.threshold,
    before,
    after,
    lastSentAt: company.lastSentAt,
    lastCreditAt: lastCredit?.at ?? null,
    now,
  });
  if (!send) return null;

  const recipient = (await messageManagerPhone(tx, companyId)) ?? company.contactPhone;
  const body = `【5G智能平台】您的5G消息余额为${after}条，已低于预警值${company.threshold}条，请及时充值，以免影响发送。`;
  await markBalanceAlertSent(tx, companyId, now);
  await postNotice(tx, {
    companyId,
    title: '5G消息余额预警',
    content: body,
    now,
  });
  return recipient ? { channel: 'sms', recipient, template: 'balance-alert', body } : null;
}
