import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withMediaUrls } from '../../contract/schemas/site.ts';
import {
  siteBanners,
  siteProviders,
  siteScenarios,
  siteServices,
  siteTiers,
} from '../../db/schema.ts';
import { defineEndpoint } from '../../http/define.ts';

/** The committed sample media, served at /media/ for the default media host. */
export const sampleMediaDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../media',
);

export type SiteRoutesOptions = {
  /** Media host that stored media paths resolve against (MEDIA_BASE_URL). */
  mediaBaseUrl: string;
};

export async function siteRoutes(app: FastifyInstance, { mediaBaseUrl }: SiteRoutesOptions) {
  const { db } = app;

  await app.register(fastifyStatic, {
    root: sampleMediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '1d',
  });

  defineEndpoint(app, 'siteHome', async () => {
    const [banners, services, scenarios, tiers, providers] = await Promise.all([
      db.select().from(siteBanners).orderBy(asc(siteBanners.sort)),
      db.select().from(siteServices).orderBy(asc(siteServices.sort)),
      db.select().from(siteScenarios).orderBy(asc(siteScenarios.sort)),
      db.select().from(siteTiers).orderBy(asc(siteTiers.levelId)),
      db.select().from(siteProviders).orderBy(asc(siteProviders.sort)),
    ]);
    // The response schema strips the sort columns.
    return withMediaUrls({ banners, services, scenarios, tiers, providers }, mediaBaseUrl);
  });
}
