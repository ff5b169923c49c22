import { z } from 'zod';

export type RegionNode = { code: string; name: string; children?: RegionNode[] };

/** Province (2-digit code) → city (4-digit) → district (6-digit) (spec §3). */
export const regionNode: z.ZodType<RegionNode> = z.lazy(() =>
  z.object({ code: z.string(), name: z.string(), children: z.array(regionNode).optional() }),
);
