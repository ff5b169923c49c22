import { regionNames } from '@p5g/regions';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { codes } from '../../contract/codes.ts';
import { newId } from '../../db/ids.ts';
import { openingApplications, outbox } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { defineEndpoint } from '../../http/define.ts';

export async function openingApplicationRoutes(app: FastifyInstance) {
  const { db, clock } = app;

  defineEndpoint(
    app,
    'addOpeningApplication',
    async (input, request) => {
      const names = regionNames(input.province, input.city);
      if (!names) throw new ApiError(codes.invalidRequest, '请选择所在省市', 400);
      const now = clock.now();
      await db.insert(openingApplications).values({
        id: newId(now.getTime()),
        ...input,
        ...names,
        ip: request.ip,
        createdAt: now,
      });
      return null;
    },
    { rateLimit: { max: 5, timeWindow: '10 minutes' } },
  );

  defineEndpoint(app, 'manageOpeningApplications', async ({ page, pageSize }) => {
    const [{ total } = { total: 0 }] = await db
      .select({ total: count() })
      .from(openingApplications);
    const rows = await db
      .select()
      .from(openingApplications)
      .orderBy(desc(openingApplications.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      total,
      list: rows.map((row) => ({
        id: row.id.toString(),
        name: row.name,
        tel: row.tel ?? '',
        province: row.province,
        city: row.city,
        provinceName: row.provinceName ?? row.province,
        cityName: row.cityName ?? row.city,
        company: row.company,
        content: row.content,
        email: row.email,
        createTime: row.createdAt.toISOString(),
      })),
    };
  });

  defineEndpoint(app, 'manageOutbox', async ({ page, pageSize }) => {
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(outbox);
    const rows = await db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      total,
      list: rows.map((row) => ({
        ...row,
        id: row.id.toString(),
        createTime: row.createdAt.toISOString(),
      })),
    };
  });
}
