import { count } from 'drizzle-orm';
import { seededSiteContent } from '../contract/site-content.ts';
import type { Db } from '../db/client.ts';
import {
  siteBanners,
  siteProviders,
  siteScenarios,
  siteServices,
  siteTiers,
} from '../db/schema.ts';

/**
 * Seeds the home page content when there is none, also into a database seeded before the content
 * tables existed. Returns false when content was there already.
 */
export async function seedSiteIfEmpty(db: Db): Promise<boolean> {
  const [{ banners } = { banners: 0 }] = await db.select({ banners: count() }).from(siteBanners);
  if (banners > 0) return false;
  const { banners: bannerSeeds, services, scenarios, tiers, providers } = seededSiteContent;
  const sorted = <T>(rows: T[]) => rows.map((row, index) => ({ ...row, sort: index + 1 }));
  await db.transaction(async (tx) => {
    await tx.insert(siteBanners).values(sorted(bannerSeeds));
    await tx.insert(siteServices).values(sorted(services));
    await tx.insert(siteScenarios).values(sorted(scenarios));
    await tx.insert(siteTiers).values(tiers);
    await tx.insert(siteProviders).values(sorted(providers));
  });
  return true;
}
