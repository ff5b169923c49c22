/** The text a count badge shows: the number, or `{max}+` above the maximum (`99+` by default). */
export function formatBadgeCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
