/**
 * Rows with an `id`: the table's collection keys its rows by `id`, and rows without one are keyed
 * by position, which breaks when a refresh reorders them ("Cannot change the id of an item").
 * Ids must not look like the loading rows' (0–4): React would reuse a loading row for a data row
 * with the same key and the table would throw the same error.
 */
export function withIds<T extends object>(
  page: { total: number; list: T[] } | undefined,
  idOf: (row: T) => string,
) {
  return page && { ...page, list: page.list.map((row) => ({ ...row, id: idOf(row) })) };
}
