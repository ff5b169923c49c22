import { allMenuNames, type MenuName } from './menus.ts';

/**
 * Who may call an endpoint (one permission model; spec §6):
 * - public: anyone;
 * - session: any signed-in user, including one awaiting audit (userStatus 0);
 * - user: an audited customer account (manager or sub-account); with `menu`, a sub-account needs
 *   that menu name among its role's grants, or one of them when a read is shown by several menus
 *   (a sub-account without a role has every menu, spec §6);
 * - manager: the company's main account (isChatBotManager): account centre, shop, service accounts,
 *   sub-accounts and roles;
 * - operator: a management-platform (platform 3) user.
 * Every non-public call also needs the nonce header (spec §7).
 */
export type Access = 'public' | 'session' | 'user' | 'manager' | 'operator';

/** The menu whose page shows an endpoint, or the menus of every page that shows it (any of them). */
export type MenuGrant = MenuName | readonly MenuName[];

export type Permission = { access: Access; menu?: MenuGrant };

/** The menus of a grant, any one of which suffices. */
export const grantsOf = (menu: MenuGrant): readonly MenuName[] =>
  typeof menu === 'string' ? [menu] : menu;

/** What the guard knows of the caller. */
export type Caller = {
  platform: number;
  userStatus: number;
  isChatBotManager: boolean;
  /** The role's menu names; null when the account has no role (every menu). */
  grantedMenus: readonly string[] | null;
};

/** The menus a caller holds: managers and sub-accounts without a role hold them all. */
export const menusOf = (caller: Pick<Caller, 'isChatBotManager' | 'grantedMenus'>) =>
  caller.isChatBotManager || caller.grantedMenus === null ? allMenuNames : caller.grantedMenus;

/** The one rule the guard applies, the console mirrors and the authorization matrix checks. */
export function mayCall(permission: Permission, caller: Caller | null): boolean {
  if (permission.access === 'public') return true;
  if (!caller) return false;
  if (permission.access === 'session') return true;
  if (caller.userStatus !== 1) return false;
  const customer = caller.platform !== 3;
  switch (permission.access) {
    case 'operator':
      return !customer;
    case 'manager':
      return customer && caller.isChatBotManager;
    case 'user':
      return (
        customer &&
        (!permission.menu ||
          grantsOf(permission.menu).some((menu) => menusOf(caller).includes(menu)))
      );
  }
}

/** How /api/docs and the console name a permission. */
export function describePermission({ access, menu }: Permission): string {
  const base = {
    public: '公开',
    session: '已登录（含待审核）',
    user: '已审核的客户账号',
    manager: '主账号',
    operator: '管理平台',
  }[access];
  return menu ? `${base}，需菜单权限 ${grantsOf(menu).join(' 或 ')}` : base;
}
