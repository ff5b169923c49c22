import type { ApiUsageRow } from '@p5g/api/contract';

export type UsageDay = {
  /** yyyymmdd, China time. */
  day: string;
  /** Per key, in the order of `keys`: calls and failures that day (0 when none). */
  perKey: { calls: number; failures: number }[];
  calls: number;
};

/**
 * 调用统计 as a table: one row per day that saw calls, newest first, a column per key that was
 * called in the window (by name, in the order first seen), and the day's total.
 */
export function usageTable(rows: readonly ApiUsageRow[]) {
  const keys: { id: string; name: string }[] = [];
  for (const row of rows) {
    if (!keys.some((k) => k.id === row.keyId)) keys.push({ id: row.keyId, name: row.keyName });
  }
  const days = [...new Set(rows.map((r) => r.day))].sort().reverse();
  const table: UsageDay[] = days.map((day) => {
    const perKey = keys.map((k) => {
      const row = rows.find((r) => r.day === day && r.keyId === k.id);
      return { calls: row?.calls ?? 0, failures: row?.failures ?? 0 };
    });
    return { day, perKey, calls: perKey.reduce((sum, k) => sum + k.calls, 0) };
  });
  return { keys, days: table };
}

/** yyyymmdd as the console writes a day: yyyy-mm-dd. */
export const dayLabel = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
