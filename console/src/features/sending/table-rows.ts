/**
 * Rows with an `id`: the table's collection keys its rows by `id`, and rows without one are keyed
 * by position, which breaks when a refresh reorders them ("Cannot change the id of an item").
 */
export function withIds<T extends object>(
  page: { total: number; list: T[] } | undefined,
  idOf: (row: T) => string,
) {
  return page && { ...page, list: page.list.map((row) => ({ ...row, id: idOf(row) })) };
}
