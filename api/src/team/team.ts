import { desc, eq } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { auditActions, type AuditAction } from '../contract/schemas/team.ts';
import { maskMobile } from '../contract/schemas/sending.ts';
import { menuTitle } from '../contract/menus.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { teamAudit } from './tables.ts';
import { ApiError } from '../errors.ts';
import { actorsOf, hashPassword, isAccountNameFree } from '../accounts/accounts.ts';
import {
  companyRole,
  companyRoles,
  companySubAccount,
  createRole,
  createSubAccount,
  removeRole,
  replacePassword,
  roleHolderCount,
  roleHolderCounts,
  setAccountEnabled,
  subAccountsPage,
  updateRole,
  updateSubAccount,
  type SubAccount,
} from '../accounts/sub-accounts.ts';
import { pageOf } from '../lib/lists.ts';

/**
 * Platform management: a manager's sub-accounts and roles (spec §6). Every change is written with
 * an audit entry in the same transaction; stopping a sub-account or resetting its password ends
 * its sessions at once (its next call answers 1006).
 */
export type Actor = { userId: bigint; companyId: bigint };

/** Records a change of platform management (操作记录), in the transaction making it. */
export async function audit(
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

function subAccountView(row: SubAccount, roleRows: { id: bigint; name: string }[]) {
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
  const [{ total, rows }, roleRows] = await Promise.all([
    subAccountsPage(db, companyId, query),
    companyRoles(db, companyId),
  ]);
  const views = rows.map((r) => subAccountView(r, roleRows));
  return {
    total,
    list: reader.isChatBotManager
      ? views
      : views.map((v) => ({ ...v, phone: v.phone && maskMobile(v.phone) })),
  };
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
      await createSubAccount(tx, {
        id,
        companyId: actor.companyId,
        account: input.account,
        passwordHash,
        showName: input.showName,
        phone: input.phone,
        roleId: role.id,
        parentUserId: actor.userId,
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
    await updateSubAccount(tx, id, {
      showName: input.showName,
      phone: input.phone,
      roleId: role.id,
    });
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
  return subAccountView(row, await companyRoles(db, companyId));
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
    await setAccountEnabled(tx, id, enabled, now);
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
    await replacePassword(tx, id, passwordHash, now);
    await audit(tx, actor, 'resetPassword', current.account, '', now);
  });
}

export async function listRoles(db: Db, companyId: bigint) {
  const [rows, holders] = await Promise.all([
    companyRoles(db, companyId),
    roleHolderCounts(db, companyId),
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
      await createRole(tx, {
        id,
        companyId: actor.companyId,
        name: input.name,
        menuNames,
        createdAt: now,
      });
      await audit(
        tx,
        actor,
        'createRole',
        input.name,
        `菜单：${menuNames.map(menuTitle).join('、')}`,
        now,
      );
      return id;
    }
    const current = await companyRole(tx, actor.companyId, BigInt(input.id));
    await updateRole(tx, current.id, { name: input.name, menuNames });
    const added = menuNames.filter((m) => !current.menuNames.includes(m));
    const removed = current.menuNames.filter((m) => !menuNames.includes(m));
    const detail = [
      current.name !== input.name && `名称：${current.name} → ${input.name}`,
      added.length > 0 && `新增菜单：${added.map(menuTitle).join('、')}`,
      removed.length > 0 && `移除菜单：${removed.map(menuTitle).join('、')}`,
    ].filter(Boolean);
    await audit(tx, actor, 'updateRole', input.name, detail.join('；') || '未改动', now);
    return current.id;
  });
}

export async function deleteRole(db: Db, actor: Actor, id: bigint, now: Date) {
  await db.transaction(async (tx) => {
    const current = await companyRole(tx, actor.companyId, id);
    const held = await roleHolderCount(tx, id);
    if (held > 0) throw new ApiError(codes.roleInUse, `该角色仍有${held}个子账号使用，不能删除`);
    await removeRole(tx, id);
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
      .select()
      .from(teamAudit)
      .where(where)
      .orderBy(desc(teamAudit.createdAt), desc(teamAudit.id))
      .$dynamic(),
  );
  const actors = await actorsOf(
    db,
    rows.map((entry) => entry.actorUserId),
  );
  return {
    total,
    list: rows.map((entry) => ({
      id: entry.id.toString(),
      actorName: actors.get(entry.actorUserId)!.showName,
      action: entry.action,
      actionName: auditActions[entry.action as AuditAction] ?? entry.action,
      target: entry.target,
      detail: entry.detail,
      createTime: entry.createdAt.toISOString(),
    })),
  };
}
