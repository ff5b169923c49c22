import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { containing, pageOf, type PageRequest } from '../lib/lists.ts';
import { roles, sessions, users } from './tables.ts';

/**
 * The accounts and roles a company's main account manages (platform management, spec §6), as the
 * team domain changes them: each function joins the caller's transaction, where the team writes
 * its audit entry.
 */
export type SubAccount = typeof users.$inferSelect;

const subAccountsOf = (companyId: bigint) =>
  and(eq(users.companyId, companyId), eq(users.isChatBotManager, false));

/** A page of the company's sub-accounts whose account or display name contains the keyword. */
export function subAccountsPage(
  db: Db,
  companyId: bigint,
  query: PageRequest & { keyword?: string },
) {
  const pattern = query.keyword ? containing(query.keyword) : undefined;
  const where = and(
    subAccountsOf(companyId),
    pattern ? or(ilike(users.account, pattern), ilike(users.showName, pattern)) : undefined,
  );
  return pageOf(
    db,
    query,
    users,
    where,
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
  );
}

export async function companySubAccount(db: Db | Tx, companyId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), subAccountsOf(companyId)));
  if (!row) throw notFound('子账号');
  return row;
}

export function createSubAccount(
  tx: Tx,
  account: Pick<
    SubAccount,
    | 'id'
    | 'companyId'
    | 'account'
    | 'passwordHash'
    | 'showName'
    | 'phone'
    | 'roleId'
    | 'parentUserId'
    | 'createdAt'
  >,
) {
  return tx.insert(users).values({ ...account, isChatBotManager: false });
}

export function updateSubAccount(
  tx: Tx,
  id: bigint,
  change: Pick<SubAccount, 'showName' | 'phone' | 'roleId'>,
) {
  return tx.update(users).set(change).where(eq(users.id, id));
}

async function endSessionsOf(tx: Tx, userId: bigint, reason: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Stops or restarts an account; a stopped account's sessions end at once. */
export async function setAccountEnabled(tx: Tx, id: bigint, enabled: boolean, now: Date) {
  await tx
    .update(users)
    .set({ disabledAt: enabled ? null : now })
    .where(eq(users.id, id));
  if (!enabled) await endSessionsOf(tx, id, 'disabled', now);
}

/** Gives an account a new password, clears its failed logins and ends its sessions. */
export async function replacePassword(tx: Tx, id: bigint, passwordHash: string, now: Date) {
  await tx
    .update(users)
    .set({ passwordHash, failedLogins: 0, lastFailedLoginAt: null })
    .where(eq(users.id, id));
  await endSessionsOf(tx, id, 'password', now);
}

/** The company's roles, oldest first. */
export const companyRoles = (db: Db, companyId: bigint) =>
  db.select().from(roles).where(eq(roles.companyId, companyId)).orderBy(roles.createdAt, roles.id);

export async function companyRole(db: Db | Tx, companyId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
  if (!row) throw notFound('角色');
  return row;
}

/** How many of the company's sub-accounts hold each role. */
export const roleHolderCounts = (db: Db, companyId: bigint) =>
  db
    .select({ roleId: users.roleId, n: count() })
    .from(users)
    .where(subAccountsOf(companyId))
    .groupBy(users.roleId);

export async function roleHolderCount(tx: Tx, roleId: bigint) {
  const [held] = await tx.select({ n: count() }).from(users).where(eq(users.roleId, roleId));
  return held!.n;
}

type Role = typeof roles.$inferSelect;

export const createRole = (tx: Tx, role: Role) => tx.insert(roles).values(role);

export const updateRole = (tx: Tx, id: bigint, change: Pick<Role, 'name' | 'menuNames'>) =>
  tx.update(roles).set(change).where(eq(roles.id, id));

export const removeRole = (tx: Tx, id: bigint) => tx.delete(roles).where(eq(roles.id, id));

/** The menu names a role grants (none when the role is gone). */
export async function grantedMenus(db: Db, roleId: bigint) {
  const [role] = await db
    .select({ menuNames: roles.menuNames })
    .from(roles)
    .where(eq(roles.id, roleId));
  return role?.menuNames ?? [];
}
