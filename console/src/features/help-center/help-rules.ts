/** How far below the viewport's top a heading counts as reached (under the sticky header). */
const headingThreshold = 96;

/**
 * The index entry to highlight (spec §2): the last heading whose top has scrolled up to the
 * threshold; the first while none has; the last once the page is scrolled to the bottom. A heading
 * the reader chose (?active= or a click in the index) stays highlighted while it is in view and no
 * later one has reached the threshold: an article that fits the screen cannot scroll it up there.
 */
export function activeHeading(
  headingTops: readonly number[],
  {
    atBottom,
    threshold = headingThreshold,
    chosen = null,
    viewportHeight = Infinity,
  }: {
    atBottom: boolean;
    threshold?: number;
    chosen?: number | null;
    viewportHeight?: number;
  },
): number {
  if (headingTops.length === 0) return -1;
  let active = 0;
  headingTops.forEach((top, index) => {
    if (top <= threshold) active = index;
  });
  const chosenTop = chosen === null ? undefined : headingTops[chosen];
  const chosenInView = chosenTop !== undefined && chosenTop >= 0 && chosenTop < viewportHeight;
  if (chosenInView && active <= chosen!) return chosen!;
  return atBottom ? headingTops.length - 1 : active;
}

/** A positive integer from a query value, or null (spec §2: /help_center?id={n}&active={n}). */
export function queryNumber(value: string | null, { min = 1 } = {}): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= min ? n : null;
}

export type MenuGroup<T> = { menu: string; articles: T[] };

/** Articles grouped by their menu, in the order the list gives them. */
export function groupByMenu<T extends { menu: string }>(articles: readonly T[]): MenuGroup<T>[] {
  const groups: MenuGroup<T>[] = [];
  for (const article of articles) {
    const group = groups.find((g) => g.menu === article.menu);
    if (group) group.articles.push(article);
    else groups.push({ menu: article.menu, articles: [article] });
  }
  return groups;
}
