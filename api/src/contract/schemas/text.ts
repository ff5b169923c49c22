import type { z } from 'zod';
import { hasControlCharacters } from '../patterns.ts';

/**
 * Refuses control characters (NUL and the like, which PostgreSQL cannot store as text) with the
 * field's own message; `multiline` allows tab and line breaks.
 */
export const withoutControlCharacters = (schema: z.ZodString, label: string, multiline = false) =>
  schema.refine((v) => !hasControlCharacters(v, multiline), `${label}包含非法字符`);

/** The largest values of PostgreSQL integer and smallint columns: a number compared with one must not exceed it. */
export const databaseInteger = 2_147_483_647;
export const databaseSmallInteger = 32_767;

/** A real calendar day: the pattern alone lets 9999-99-99 through. */
export function isCalendarDay(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
