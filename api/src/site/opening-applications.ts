import { regionNames } from '@p5g/regions';
import { count, desc } from 'drizzle-orm';
import type { z } from 'zod';
import { codes } from '../contract/codes.ts';
import type { openingApplicationRequest } from '../contract/schemas/opening-application.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { openingApplications } from './tables.ts';
import { ApiError } from '../errors.ts';
import { offsetOf, type PageRequest } from '../lib/lists.ts';

/**
 * Stores an opening application with the names of its province and city, and where it came from.
 */
export async function recordOpeningApplication(
  db: Db,
  input: z.output<typeof openingApplicationRequest>,
  ip: string,
  now: Date,
) {
  const names = regionNames(input.province, input.city);
  if (!names) throw new ApiError(codes.invalidRequest, '请选择所在省市', 400);
  await db.insert(openingApplications).values({
    id: newId(now.getTime()),
    ...input,
    ...names,
    ip,
    createdAt: now,
  });
}

/** A page of the opening applications, newest first. */
export async function openingApplicationsPage(db: Db, request: PageRequest) {
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(openingApplications),
    db
      .select()
      .from(openingApplications)
      .orderBy(desc(openingApplications.createdAt))
      .limit(request.pageSize)
      .offset(offsetOf(request)),
  ]);
  return { total, rows };
}
