import { z } from 'zod';

/** False when the decimal digits exceed PostgreSQL's bigint (19 digits can); the pattern checks the rest. */
export const fitsInt64 = (digits: string) =>
  !/^\d+$/.test(digits) || BigInt(digits) <= 9_223_372_036_854_775_807n;

/**
 * Ids are 64-bit integers and exceed 2^53, so they travel as decimal strings in both directions;
 * nothing parses them into JavaScript numbers.
 */
export const id = z
  .string()
  .regex(/^\d{1,19}$/, { error: 'id 格式错误' })
  .refine(fitsInt64, { error: 'id 格式错误' });

export const idFrom = (value: bigint) => value.toString();
