import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { auditActions, type AuditAction } from '../contract/schemas/team.ts';
import { maskMobile } from '../contract/schemas/sending.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { teamAudit } from './tables.ts';
import { roles, sessions, users } from '../accounts/tables.ts';
import { ApiError, notFound } from '../errors.ts';
import { hashPassword, isAccountNameFree } from '../accounts/accounts.ts';
import { containing, pageOf } from '../lib/lists.ts';

/**
 * Platform management: a manager's sub-accounts and roles (spec §6). Every change is written with
 * an audit entry in the same transaction; stopping a sub-account or resetting its password ends
 * its sessions at once (its next call answers 1006).
 */
type Actor = { userId: bigint; companyId: bigint };

async function audit(
  tx: Tx,
  actor: Actor,
  action: AuditAction,
  target: string,
  detail: string,
  now: Date,
) {
  await tx.insert(teamAudit).values({
    id: newId(now.getTime()),
    companyId: actor.companyId,
    actorUserId: actor.userId,
    action,
    target,
    detail,
    createdAt: now,
  });
}

async function endSessionsOf(tx: Tx, userId: bigint, reason: string, now: Date) {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

const subAccountsOf = (companyId: bigint) =>
  and(eq(users.companyId, companyId), eq(users.isChatBotManager, false));

function subAccountView(row: typeof users.$inferSelect, roleRows: { id: bigint; name: string }[]) {
  return {
    id: row.id.toString(),
    account: row.account,
    showName: row.showName,
    phone: row.phone,
    roleId: row.roleId?.toString() ?? null,
    roleName: roleRows.find((r) => r.id === row.roleId)?.name ?? null,
    enabled: row.disabledAt === null,
    createTime: row.createdAt.toISOString(),
  };
}

/**
 * The company's sub-accounts. Every account may read the list (平台管理 has no menu of its own);
 * only the main account, who manages them, sees their phone numbers in full.
 */
export async function listSubAccounts(
  db: Db,
  reader: { companyId: bigint; isChatBotManager: boolean },
  query: { page: number; pageSize: number; keyword?: string },
) {
  const { companyId } = reader;
  const pattern = query.keyword ? containing(query.keyword) : undefined;
  const where = and(
    subAccountsOf(companyId),
    pattern ? or(ilike(users.account, pattern), ilike(users.showName, pattern)) : undefined,
  );
  const [{ total, rows }, roleRows] = await Promise.all([
    pageOf(
      db,
      query,
      users,
      where,
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .$dynamic(),
    ),
    db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.companyId, companyId)),
  ]);
  const views = rows.map((r) => subAccountView(r, roleRows));
  return {
    total,
    list: reader.isChatBotManager
      ? views
      : views.map((v) => ({ ...v, phone: v.phone && maskMobile(v.phone) })),
  };
}

async function companyRole(db: Db | Tx, companyId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.companyId, companyId)));
  if (!row) throw notFound('角色');
  return row;
}

async function companySubAccount(db: Db | Tx, companyId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), subAccountsOf(companyId)));
  if (!row) throw notFound('子账号');
  return row;
}

export async function saveSubAccount(
  db: Db,
  actor: Actor,
  input: {
    id?: string;
    account: string;
    showName: string;
    phone: string;
    roleId: string;
    password?: string;
  },
  now: Date,
) {
  const role = await companyRole(db, actor.companyId, BigInt(input.roleId));
  if (input.id === undefined) {
    if (!input.password) throw new ApiError(codes.invalidRequest, '请输入密码', 400);
    if (!(await isAccountNameFree(db, input.account))) {
      throw new ApiError(codes.accountTaken, '该账号已被注册');
    }
    const passwordHash = await hashPassword(input.password);
    const id = newId(now.getTime());
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id,
        companyId: actor.companyId,
        account: input.account,
        passwordHash,
        showName: input.showName,
        phone: input.phone,
        roleId: role.id,
        parentUserId: actor.userId,
        isChatBotManager: false,
        createdAt: now,
      });
      await audit(tx, actor, 'createSubAccount', input.account, `角色：${role.name}`, now);
    });
    return id;
  }
  const id = BigInt(input.id);
  const current = await companySubAccount(db, actor.companyId, id);
  if (current.account.toLowerCase() !== input.account.toLowerCase()) {
    throw new ApiError(codes.invalidRequest, '账号不可修改', 400);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ showName: input.showName, phone: input.phone, roleId: role.id })
      .where(eq(users.id, id));
    const changes = [
      current.showName !== input.showName && `显示名称：${current.showName} → ${input.showName}`,
      current.phone !== input.phone &&
        `手机号：${current.phone ? maskMobile(current.phone) : '-'} → ${maskMobile(input.phone)}`,
      current.roleId !== role.id && `角色：${role.name}`,
    ].filter(Boolean);
    await audit(
      tx,
      actor,
      'updateSubAccount',
      current.account,
      changes.join('；') || '未改动',
      now,
    );
  });
  return id;
}

export async function subAccountById(db: Db, companyId: bigint, id: bigint) {
  const row = await companySubAccount(db, companyId, id);
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.companyId, companyId));
  return subAccountView(row, roleRows);
}

export async function setSubAccountEnabled(
  db: Db,
  actor: Actor,
  id: bigint,
  enabled: boolean,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const current = await companySubAccount(tx, actor.companyId, id);
    if ((current.disabledAt === null) === enabled) return;
    await tx
      .update(users)
      .set({ disabledAt: enabled ? null : now })
      .where(eq(users.id, id));
    if (!enabled) await endSessionsOf(tx, id, 'disabled', now);
    await audit(
      tx,
      actor,
      enabled ? 'enableSubAccount' : 'disableSubAccount',
      current.account,
      '',
      now,
    );
  });
}

export async function resetSubPassword(
  db: Db,
  actor: Actor,
  id: bigint,
  password: string,
  now: Date,
) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const current = await companySubAccount(tx, actor.companyId, id);
    await tx
      .update(users)
      .set({ passwordHash, failedLogins: 0, lastFailedLoginAt: null })
      .where(eq(users.id, id));
    await endSessionsOf(tx, id, 'password', now);
    await audit(tx, actor, 'resetPassword', current.account, '', now);
  });
}

export async function listRoles(db: Db, companyId: bigint) {
  const [rows, holders] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(eq(roles.companyId, companyId))
      .orderBy(roles.createdAt, roles.id),
    db
      .select({ roleId: users.roleId, n: count() })
      .from(users)
      .where(subAccountsOf(companyId))
      .groupBy(users.roleId),
  ]);
  return rows.map((r) => ({
    id: r.id.toString(),
    name: r.name,
    menuNames: r.menuNames,
    userCount: holders.find((h) => h.roleId === r.id)?.n ?? 0,
    createTime: r.createdAt.toISOString(),
  }));
}

export async function saveRole(
  db: Db,
  actor: Actor,
  input: { id?: string; name: string; menuNames: string[] },
  now: Date,
) {
  const menuNames = [...new Set(input.menuNames)];
  return db.transaction(async (tx) => {
    if (input.id === undefined) {
      const id = newId(now.getTime());
      await tx
        .insert(roles)
        .values({ id, companyId: actor.companyId, name: input.name, menuNames, createdAt: now });
      await audit(tx, actor, 'createRole', input.name, `菜单：${menuNames.join('、')}`, now);
      return id;
    }
    const current = await companyRole(tx, actor.companyId, BigInt(input.id));
    await tx.update(roles).set({ name: input.name, menuNames }).where(eq(roles.id, current.id));
    const added = menuNames.filter((m) => !current.menuNames.includes(m));
    const removed = current.menuNames.filter((m) => !menuNames.includes(m));
    const detail = [
      current.name !== input.name && `名称：${current.name} → ${input.name}`,
      added.length > 0 && `新增菜单：${added.join('、')}`,
      removed.length > 0 && `移除菜单：${removed.join('、')}`,
    ].filter(Boolean);
    await audit(tx, actor, 'updateRole', input.name, detail.join('；') || '未改动', now);
    return current.id;
  });
}

export async function deleteRole(db: Db, actor: Actor, id: bigint, now: Date) {
  await db.transaction(async (tx) => {
    const current = await companyRole(tx, actor.companyId, id);
    const [held] = await tx.select({ n: count() }).from(users).where(eq(users.roleId, id));
    if (held!.n > 0)
      throw new ApiError(codes.roleInUse, `该角色仍有${held!.n}个子账号使用，不能删除`);
    await tx.delete(roles).where(eq(roles.id, id));
    await audit(tx, actor, 'deleteRole', current.name, '', now);
  });
}

export async function listAudit(
  db: Db,
  companyId: bigint,
  query: { page: number; pageSize: number },
) {
  const where = eq(teamAudit.companyId, companyId);
  const { total, rows } = await pageOf(
    db,
    query,
    teamAudit,
    where,
    db
      .select({ entry: teamAudit, actorName: users.showName })
      .from(teamAudit)
      .innerJoin(users, eq(users.id, teamAudit.actorUserId))
      .where(where)
      .orderBy(desc(teamAudit.createdAt), desc(teamAudit.id))
      .$dynamic(),
  );
  return {
    total,
    list: rows.map(({ entry, actorName }) => ({
      id: entry.id.toString(),
      actorName,
      action: entry.action,
      actionName: auditActions[entry.action as AuditAction] ?? entry.action,
      target: entry.target,
      detail: entry.detail,
      createTime: entry.createdAt.toISOString(),
    })),
  };
}
