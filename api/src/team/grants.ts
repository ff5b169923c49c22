import type { Caller } from '../contract/permissions.ts';
import type { Db } from '../db/client.ts';
import type { SessionUser } from '../accounts/sessions.ts';
import { grantedMenus } from '../accounts/sub-accounts.ts';

type Account = Pick<SessionUser, 'platform' | 'userStatus' | 'isChatBotManager' | 'roleId'>;

/** The menu names an account's role grants; null without a role (spec §6: the full menu). */
const grantedMenusOf = (db: Db, account: Pick<Account, 'roleId'>) =>
  account.roleId ? grantedMenus(db, account.roleId) : null;

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
