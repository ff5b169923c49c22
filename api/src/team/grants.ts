import { eq } from 'drizzle-orm';
import type { Caller } from '../contract/permissions.ts';
import type { Db } from '../db/client.ts';
import { roles, type users } from '../accounts/tables.ts';

type Account = Pick<
  typeof users.$inferSelect,
  'platform' | 'userStatus' | 'isChatBotManager' | 'roleId'
>;

/** The menu names an account's role grants; null without a role (spec §6: the full menu). */
async function grantedMenusOf(db: Db, account: Pick<Account, 'roleId'>) {
  if (!account.roleId) return null;
  const [role] = await db
    .select({ menuNames: roles.menuNames })
    .from(roles)
    .where(eq(roles.id, account.roleId));
  return role?.menuNames ?? [];
}

/**
 * The caller as the permission rule sees it. A manager's grants are never read (managers hold
 * every menu), so most calls cost no extra query.
 */
export async function callerOf(db: Db, account: Account, needsMenus: boolean): Promise<Caller> {
  return {
    platform: account.platform,
    userStatus: account.userStatus,
    isChatBotManager: account.isChatBotManager,
    grantedMenus:
      needsMenus && !account.isChatBotManager ? await grantedMenusOf(db, account) : null,
  };
}
