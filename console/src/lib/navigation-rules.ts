import {
  mayCall,
  menusOf,
  sideMenu,
  topMenu,
  allMenuNames,
  type Caller,
  type MenuEntry,
  type Permission,
  type UserInfo,
} from '@p5g/api/contract';
import { isManagePage } from './manage-pages.ts';
import {
  href,
  redirectFor,
  routeFor,
  type ConsoleRoute,
  type ConsoleRouteName,
} from './routes-table.ts';

const siteTitle = '5G智能平台_央视网';

/** Page title (spec §2): the route title followed by the site name, or the site name alone. */
export function pageTitle(routeTitle?: string): string {
  return routeTitle ? `${routeTitle}_${siteTitle}` : siteTitle;
}

/** What the console knows of the signed-in user for the permission rule (stored userInfo). */
export type Viewer = Pick<
  UserInfo,
  'platform' | 'userStatus' | 'isChatBotManager' | 'authMenuList'
>;

/** The viewer as the API's permission rule sees it (issue 15: one rule for pages, menus and calls). */
export const callerOf = (viewer: Viewer): Caller => ({
  platform: viewer.platform,
  userStatus: viewer.userStatus,
  isChatBotManager: viewer.isChatBotManager,
  grantedMenus: viewer.authMenuList,
});

/**
 * Pages only the main account opens (spec §6: the account centre, the shop and service account
 * management); their calls are `manager` in the contract.
 */
const managerPages: readonly ConsoleRouteName[] = [
  'account-order',
  'account-billdetail',
  'account-Development',
  'account-Support',
  'accountCenter-Development',
  'accountCenter-Support',
  'setmeal',
  'serviceManage',
  'createService',
];

/** Pages showing a menu entry's page under another route name. */
const pageMenus: Partial<Record<ConsoleRouteName, string>> = {
  pg_tpl_management: 'tpl_management',
  pg_my_tpl: 'my_tpl',
  myTpl: 'my_tpl',
  send: 'send_record',
  send_record_detail: 'send_record',
};

/** Where an account awaiting audit (userStatus 0) waits: the only page it has besides public ones. */
export const auditPendingPage: ConsoleRouteName = 'audit_pending';

/**
 * The permission a page needs, in the contract's terms (issue 15): public pages for anyone, the
 * management platform's for operators, the manager pages for the main account, a page named after
 * a menu entry for a holder of that menu, the review page for any session, the rest for any
 * audited customer account.
 */
export function pagePermission(route: Pick<ConsoleRoute, 'name' | 'public'>): Permission {
  if (route.public) return { access: 'public' };
  if (isManagePage(route.name)) return { access: 'operator' };
  if ((managerPages as readonly string[]).includes(route.name)) return { access: 'manager' };
  if (route.name === auditPendingPage) return { access: 'session' };
  const menu =
    pageMenus[route.name as ConsoleRouteName] ??
    (allMenuNames.includes(route.name) ? route.name : undefined);
  return menu ? { access: 'user', menu } : { access: 'user' };
}

/** Whether the viewer may open a page: the API's own rule (`mayCall`) on the page's permission. */
export const mayOpen = (route: Pick<ConsoleRoute, 'name' | 'public'>, viewer: Viewer | null) =>
  mayCall(pagePermission(route), viewer && callerOf(viewer));

/** Whether a path (after the spec's redirects) is a page the viewer may open. */
export function mayOpenPath(path: string, viewer: Viewer | null): boolean {
  const route = routeFor(redirectFor(path) ?? path);
  return route !== undefined && mayOpen(route, viewer);
}

/**
 * Where the guard sends a signed-in navigation (spec §2, §6), or null to let it through: unnamed
 * routes to /404; an account awaiting audit to the page saying so; a page the permission rule
 * refuses to /403.
 */
export function guardRedirect(
  route: Pick<ConsoleRoute, 'name' | 'public'> | undefined,
  viewer: Viewer | null,
): string | null {
  if (!route) return '/404';
  if (mayOpen(route, viewer)) return null;
  if (viewer && viewer.platform !== 3 && viewer.userStatus !== 1) return href(auditPendingPage);
  return '/403';
}

/**
 * The entries a user sees (spec §6): a leaf when its menu is among the user's menus (`menusOf`: a
 * role's grants, or all of them) and the page it opens may be opened, so a link never ends on
 * /403; a parent when at least one of its children remains.
 */
export function visibleMenu(entries: readonly MenuEntry[], viewer: Viewer): MenuEntry[] {
  const menus = menusOf(callerOf(viewer));
  return entries.flatMap((entry) => {
    if (entry.children && entry.children.length > 0) {
      const children = visibleMenu(entry.children, viewer);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    const permitted =
      menus.includes(entry.name) && (!entry.path || mayOpenPath(entry.path, viewer));
    return permitted ? [entry] : [];
  });
}

const leafPaths = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => (e.children?.length ? leafPaths(e.children) : e.path ? [e.path] : []));

/**
 * Where a customer lands after signing in (spec §2): an account awaiting audit on the review page;
 * otherwise the first of the preferred paths it may open (the saved first path, the default
 * landing), else its first menu page, else platform management (open to every account).
 */
export function landingPath(viewer: Viewer, preferred: readonly (string | null)[]): string {
  if (viewer.userStatus !== 1) return href(auditPendingPage);
  const menuPaths = leafPaths(visibleMenu([...topMenu, ...sideMenu], viewer));
  return (
    [...preferred, ...menuPaths].find(
      (path): path is string => path !== null && mayOpenPath(path, viewer),
    ) ?? href('account_platform')
  );
}

/** Whether an element named `name` shows for this list (the spec's "has" directive). */
export const hasPermission = (name: string, authMenuList: readonly string[] | null) =>
  authMenuList === null || authMenuList.includes(name);
