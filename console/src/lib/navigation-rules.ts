import type { MenuEntry } from '@p5g/api/contract';

const siteTitle = '5G智能平台_央视网';

/** Page title (spec §2): the route title followed by the site name, or the site name alone. */
export function pageTitle(routeTitle?: string): string {
  return routeTitle ? `${routeTitle}_${siteTitle}` : siteTitle;
}

export type GuardInput = {
  /** The matched route's name; undefined when no route has a name for this path. */
  routeName: string | undefined;
  /** The user's menu permissions; null means the full menu (spec §6). */
  authMenuList: readonly string[] | null;
};

/** Routes that need their own name in authMenuList (spec §2: the route named service). */
const permissionRoutes = new Set(['service']);

/** Where the guard sends a navigation (spec §2), or null to let it through. */
export function guardRedirect({ routeName, authMenuList }: GuardInput): '/404' | '/403' | null {
  if (!routeName) return '/404';
  if (permissionRoutes.has(routeName) && authMenuList && !authMenuList.includes(routeName)) {
    return '/403';
  }
  return null;
}

export type NavEntry = Omit<MenuEntry, 'children'> & {
  children?: NavEntry[];
  /** Never listed (reachable by link only). */
  hidden?: boolean;
  /** Only chatbot managers see it (spec §6: service account management, account centre). */
  managerOnly?: boolean;
  /** Only chatbot managers of this customer type see it (spec §6: the entry with id 1, type 2). */
  managerCustomerType?: number;
};

export type MenuViewer = {
  authMenuList: readonly string[] | null;
  isChatBotManager: boolean;
  customerType?: number;
};

function allowedFor(entry: NavEntry, viewer: MenuViewer): boolean {
  if (entry.hidden) return false;
  if ((entry.managerOnly || entry.managerCustomerType !== undefined) && !viewer.isChatBotManager) {
    return false;
  }
  return (
    entry.managerCustomerType === undefined || entry.managerCustomerType === viewer.customerType
  );
}

/**
 * The entries a user sees (spec §6): hidden ones never; manager-only ones for managers only (and
 * of the entry's customer type when it names one); with
 * an authMenuList, a leaf when its name is listed and a parent when at least one child remains;
 * without a list, everything else.
 */
export function visibleMenu(entries: readonly NavEntry[], viewer: MenuViewer): NavEntry[] {
  return entries.flatMap((entry) => {
    if (!allowedFor(entry, viewer)) return [];
    if (entry.children && entry.children.length > 0) {
      const children = visibleMenu(entry.children, viewer);
      return children.length > 0 ? [{ ...entry, children }] : [];
    }
    const permitted = viewer.authMenuList === null || viewer.authMenuList.includes(entry.name);
    return permitted ? [entry] : [];
  });
}

/** Whether an element named `name` shows for this list (the spec's "has" directive). */
export const hasPermission = (name: string, authMenuList: readonly string[] | null) =>
  authMenuList === null || authMenuList.includes(name);
