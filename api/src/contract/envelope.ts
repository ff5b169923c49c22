import { z } from 'zod';

/** Every API answer: code 0 is success; anything else carries a Chinese message (spec §7, §8). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export type Envelope<T> = { code: number; msg: string; data: T };
