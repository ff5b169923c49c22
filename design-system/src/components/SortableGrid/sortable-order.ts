/** Where dropped items go, relative to the item they are dropped on. */
type DropPosition = 'before' | 'after';

/**
 * The items with those whose key is in `moving` taken out and put, in their present order,
 * before or after the item keyed `target`. A target among the moving items, or unknown, leaves
 * the order as it is.
 */
export function moveItems<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  moving: ReadonlySet<string>,
  target: string,
  position: DropPosition,
): T[] {
  if (moving.has(target) || !items.some((item) => keyOf(item) === target)) return [...items];
  const moved = items.filter((item) => moving.has(keyOf(item)));
  const rest = items.filter((item) => !moving.has(keyOf(item)));
  const at = rest.findIndex((item) => keyOf(item) === target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/**
 * The items with the one keyed `key` moved one place earlier (`-1`) or later (`1`); at either
 * end, or for an unknown key, the order is unchanged.
 */
export function moveItemBy<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  key: string,
  offset: -1 | 1,
): T[] {
  const from = items.findIndex((item) => keyOf(item) === key);
  const to = from + offset;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
