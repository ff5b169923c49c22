import { count } from 'drizzle-orm';
import { seededSiteContent } from '../contract/site-content.ts';
import type { Db } from '../db/client.ts';
import {
  siteBanners,
  sitePayeeAccount,
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

/**
 * The demo's payee account, seeded with the demo accounts only: a real installation's operators
 * enter their own, so no customer is ever shown an account nobody owns.
 */
export const demoPayeeAccount = {
  accountName: '央视网5G智能平台示范运营有限公司',
  bankName: '中国工商银行北京复兴门支行',
  accountNumber: '0200001209200123456',
};

export const seedDemoPayeeAccount = (tx: Pick<Db, 'insert'>) =>
  tx.insert(sitePayeeAccount).values(demoPayeeAccount);
