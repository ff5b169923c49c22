import { sideMenu, topMenu, type MenuEntry } from '@p5g/api/contract';
import { mayOpenPath, visibleMenu, type Viewer } from '../../lib/navigation-rules.ts';
import { entryWithin, menuLink, routeFor, tabWithin } from '../../lib/routes-table.ts';

/** A link of the shell's menus, with the route it opens. */
export type ShellLink = { name: string; title: string; path: string };

/** A top navigation module (spec §2) with its sub-tabs and the balance its pages show. */
export type TopModule = ShellLink & {
  tabs: ShellLink[];
  /** Balance category of the layout's balance card: 1 5G messages, 2 micro-app, 3 micro-propagation. */
  balanceCategory?: 1 | 2 | 3;
};

const entry = (name: string): MenuEntry => {
  const found = topMenu.find((e: MenuEntry) => e.name === name);
  if (!found) throw new Error(`no top menu entry ${name}`);
  return found;
};

/**
 * The modules of spec §2 in the contract's order. A module shows when its own entry or one of its
 * sub-tab group's entries is permitted; "常用应用" is a group without a page of its own.
 */
const moduleDefinitions: { module: MenuEntry; group?: MenuEntry; balanceCategory?: 1 | 2 | 3 }[] = [
  { module: entry('micro_propagation'), group: entry('government_micro'), balanceCategory: 3 },
  { module: entry('my_miniApp'), group: entry('government_miniApp'), balanceCategory: 2 },
  { module: entry('media_cms') },
  { module: entry('service') },
  { module: entry('travel_card') },
  { module: entry('message5g'), balanceCategory: 1 },
  { module: entry('applets') },
];

const asLinks = (entries: readonly MenuEntry[]): ShellLink[] =>
  entries.flatMap((e) => {
    const path = menuLink(e.name);
    return path ? [{ name: e.name, title: e.title, path }] : [];
  });

/** The top navigation a user sees (spec §2, filtered as spec §6 says). */
export function topModules(viewer: Viewer): TopModule[] {
  return moduleDefinitions.flatMap(({ module, group, balanceCategory }) => {
    const own = visibleMenu([module], viewer)[0];
    const tabs = asLinks((group ? visibleMenu([group], viewer)[0] : own)?.children ?? []);
    // The module's own page when the user may open it, else its first permitted tab.
    const path = [own && menuLink(own.name), tabs[0]?.path].find(
      (p): p is string => p !== undefined && mayOpenPath(p, viewer),
    );
    if (!path) return [];
    return [{ name: module.name, title: module.title, path, tabs, balanceCategory }];
  });
}

const routeNameOf = (path: string) => routeFor(path)?.name;

/** The module the current page belongs to, if any. */
export function moduleOf(modules: readonly TopModule[], routeName: string | undefined) {
  if (!routeName) return undefined;
  return modules.find(
    (m) =>
      routeNameOf(m.path) === routeName ||
      m.tabs.some((tab) => routeNameOf(tab.path) === routeName) ||
      entryWithin(routeName) === m.name,
  );
}

/**
 * Whether a link is the current page (compared by route name, spec §2), or the tab a page opened
 * from it belongs to (新建模板 under 我的模板).
 */
export const isCurrent = (link: ShellLink, routeName: string | undefined) =>
  routeName !== undefined &&
  (routeNameOf(link.path) === routeName || tabWithin(routeName) === link.name);

/** Pages that show the my-templates note of spec §2. */
const myTemplatePages: readonly string[] = ['my_tpl', 'pg_my_tpl', 'myTpl'];

export const showsTemplateNote = (routeName: string | undefined) =>
  routeName !== undefined && myTemplatePages.includes(routeName);

export const templateNote =
  '模板审核时间为全年 08:00-22:00，紧急模板请致电 400-097-0808 加急审核；模板有效期为7天，过期后无法发送。';

/**
 * The side menu a user sees (spec §2, §6): service account management and the account centre
 * open manager pages, so only managers see them. The id-1 entry of spec §6 is not in the list.
 */
export const sideMenuFor = (viewer: Viewer): ShellLink[] => asLinks(visibleMenu(sideMenu, viewer));

/** The side menu entry highlighted for the current route name, if any. */
export function activeSideEntry(links: readonly ShellLink[], routeName: string | undefined) {
  if (!routeName) return undefined;
  return links.find((link) => entryWithin(routeName) === link.name || isCurrent(link, routeName))
    ?.name;
}
