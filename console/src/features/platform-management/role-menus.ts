import type { MenuEntry } from '@p5g/api/contract';

/**
 * A role's menus as a checkbox tree (spec §6: parents with children). The user ticks pages (the
 * leaves); the role stores them with each parent that keeps at least one ticked child, the way a
 * parent shows in the menu only with a permitted child.
 */
export type CheckState = 'all' | 'some' | 'none';

const leavesOf = (entry: MenuEntry): string[] =>
  entry.children?.length ? entry.children.flatMap(leavesOf) : [entry.name];

/** The ticked pages of a stored role: the names of its list that are leaves of the tree. */
export function tickedLeaves(tree: readonly MenuEntry[], menuNames: readonly string[]) {
  return new Set(tree.flatMap(leavesOf).filter((name) => menuNames.includes(name)));
}

/** How a parent's box shows: ticked when all its pages are, partly when some are. */
export function checkState(entry: MenuEntry, ticked: ReadonlySet<string>): CheckState {
  const leaves = leavesOf(entry);
  const count = leaves.filter((name) => ticked.has(name)).length;
  return count === 0 ? 'none' : count === leaves.length ? 'all' : 'some';
}

/** Ticking a box: a page on or off; a parent ticks all its pages, or clears them when all were. */
export function toggle(entry: MenuEntry, ticked: ReadonlySet<string>): Set<string> {
  const next = new Set(ticked);
  const on = checkState(entry, ticked) !== 'all';
  for (const name of leavesOf(entry)) {
    if (on) next.add(name);
    else next.delete(name);
  }
  return next;
}

/** What the role stores: the ticked pages and every parent with at least one of them, in tree order. */
export function roleMenuNames(tree: readonly MenuEntry[], ticked: ReadonlySet<string>): string[] {
  return tree.flatMap((entry) => {
    if (!entry.children?.length) return ticked.has(entry.name) ? [entry.name] : [];
    const children = roleMenuNames(entry.children, ticked);
    return children.length > 0 ? [entry.name, ...children] : [];
  });
}

/** The titles of a stored list, for the role table (pages only, in tree order). */
export function menuTitles(tree: readonly MenuEntry[], menuNames: readonly string[]): string[] {
  return tree.flatMap((entry) =>
    entry.children?.length
      ? menuTitles(entry.children, menuNames)
      : menuNames.includes(entry.name)
        ? [entry.title]
        : [],
  );
}

/**
 * Menu names that open the same page, the first the one the role dialog shows (模板 of the side
 * menu opens 我的模板): one choice in the dialog, granting every name of its group.
 */
export type SamePageMenus = readonly (readonly string[])[];

const shownName = (name: string, samePage: SamePageMenus) =>
  samePage.find((group) => group.includes(name))?.[0] ?? name;

/** The tree the dialog shows: each page once, under the first name that opens it. */
export function choiceTree(tree: readonly MenuEntry[], samePage: SamePageMenus): MenuEntry[] {
  return tree
    .filter((entry) => shownName(entry.name, samePage) === entry.name)
    .map((entry) =>
      entry.children ? { ...entry, children: choiceTree(entry.children, samePage) } : entry,
    );
}

/** A stored list as the dialog's choices: a name that opens another's page counts as that one. */
export const asChoices = (menuNames: readonly string[], samePage: SamePageMenus): string[] => [
  ...new Set(menuNames.map((name) => shownName(name, samePage))),
];

/** The choices as the role stores them: each with every other name that opens its page. */
export const withSamePageMenus = (menuNames: readonly string[], samePage: SamePageMenus) =>
  menuNames.flatMap((name) => samePage.find((group) => group[0] === name) ?? [name]);
