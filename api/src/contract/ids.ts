import { z } from 'zod';

/**
 * Ids are 64-bit integers and exceed 2^53, so they travel as decimal strings in both directions;
 * nothing parses them into JavaScript numbers.
 */
export const id = z.string().regex(/^\d{1,19}$/, { error: 'id 格式错误' });

export const idFrom = (value: bigint) => value.toString();
