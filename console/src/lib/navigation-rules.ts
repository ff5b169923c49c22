import {
  mayCall,
  menusOf,
  sideMenu,
  topMenu,
  type Caller,
  type MenuEntry,
  type Permission,
  type UserInfo,
} from '@p5g/api/contract';
import {
  href,
  menuLink,
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

/** The viewer as the API's permission rule sees it: one rule for pages, menus and calls. */
export const callerOf = (viewer: Viewer): Caller => ({
  platform: viewer.platform,
  userStatus: viewer.userStatus,
  isChatBotManager: viewer.isChatBotManager,
  grantedMenus: viewer.authMenuList,
});

/** Where an account awaiting audit (userStatus 0) waits: the only page it has besides public ones. */
const auditPendingPage = 'audit_pending' satisfies ConsoleRouteName;

/** The permission a page needs, in the contract's terms: its audience and, if any, its menu. */
export function pagePermission(route: Pick<ConsoleRoute, 'audience' | 'menu'>): Permission {
  return route.menu ? { access: route.audience, menu: route.menu } : { access: route.audience };
}

/** Whether the viewer may open a page: the API's own rule (`mayCall`) on the page's permission. */
const mayOpen = (route: Pick<ConsoleRoute, 'audience' | 'menu'>, viewer: Viewer | null) =>
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
  route: Pick<ConsoleRoute, 'audience' | 'menu'> | undefined,
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
    const path = menuLink(entry.name);
    const permitted = menus.includes(entry.name) && (!path || mayOpenPath(path, viewer));
    return permitted ? [entry] : [];
  });
}

const leafPaths = (entries: readonly MenuEntry[]): string[] =>
  entries.flatMap((e) => (e.children?.length ? leafPaths(e.children) : (menuLink(e.name) ?? [])));

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
