import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
// In the order of the page's sections.
import { siteBanners, siteServices, siteScenarios, siteTiers, siteProviders } from './tables.ts';

/** The home page's sections as stored, each in its order; media paths are still relative. */
export async function homeContent(db: Db) {
  const [banners, services, scenarios, tiers, providers] = await Promise.all([
    db.select().from(siteBanners).orderBy(asc(siteBanners.sort)),
    db.select().from(siteServices).orderBy(asc(siteServices.sort)),
    db.select().from(siteScenarios).orderBy(asc(siteScenarios.sort)),
    db.select().from(siteTiers).orderBy(asc(siteTiers.levelId)),
    db.select().from(siteProviders).orderBy(asc(siteProviders.sort)),
  ]);
  return { banners, services, scenarios, tiers, providers };
}
