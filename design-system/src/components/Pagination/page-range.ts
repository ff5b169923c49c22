/** A slot in the page list: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Number of pages for `total` rows; at least 1, so an empty list still shows page 1. */
export function getPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * The pages to show: always the first and last, `siblings` pages either side of the current one,
 * and a gap where more than one page is left out (a gap of exactly one page shows that page instead,
 * because the ellipsis would take the same room). The list length stays constant while the current
 * page moves, so the buttons do not jump under the pointer.
 */
export function getPageItems(page: number, pageCount: number, siblings = 2): PageItem[] {
  // first + last + current + siblings on both sides + two gaps
  const slots = siblings * 2 + 5;
  if (pageCount <= slots) return range(1, pageCount);

  const current = clamp(page, 1, pageCount);
  const start = Math.max(current - siblings, 3);
  const end = Math.min(current + siblings, pageCount - 2);
  const showStartGap = start > 3;
  const showEndGap = end < pageCount - 2;

  if (!showStartGap) return [...range(1, slots - 2), 'end-ellipsis', pageCount];
  if (!showEndGap) return [1, 'start-ellipsis', ...range(pageCount - slots + 3, pageCount)];
  return [1, 'start-ellipsis', ...range(start, end), 'end-ellipsis', pageCount];
}

/**
 * The page to show after the page size changes: the one holding the first row that was on screen,
 * so the reader keeps their place.
 */
export function getPageAfterSizeChange(page: number, oldSize: number, newSize: number): number {
  return Math.floor(((page - 1) * oldSize) / newSize) + 1;
}

/** Reads a typed page number; `null` unless it is a whole number. Out-of-range values are clamped. */
export function parseJumpPage(input: string, pageCount: number): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  return clamp(Number(trimmed), 1, pageCount);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
