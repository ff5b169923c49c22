import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { companies, helpArticles, products, roles, users } from '../db/schema.ts';
import { hashPassword } from '../accounts/accounts.ts';
import { grantTrial } from '../ledger/trial.ts';
import type { UploadStore } from '../uploads/store.ts';
import { demoAccounts, subAccountMenus } from './accounts.ts';
import { helpSeeds } from './help.ts';
import { seedCompanyYear } from './history.ts';
import { productSeeds } from './products.ts';
import { seedDemoPayeeAccount, seedSiteIfEmpty } from './site.ts';
import { seedTemplateLibraryIfEmpty } from './template-library.ts';
import { seedDemoMessaging } from './messaging-demo.ts';
import { seedDemoSending } from './sending-demo.ts';
import { seedDemoMicroApps } from './micro-apps-demo.ts';
import { seedDemoMicroPropagation } from './micro-propagation-demo.ts';
import { seedDemoShowcases } from './showcases-demo.ts';

export { demoAccounts } from './accounts.ts';

/**
 * Seeds demo data into an empty database (and the home page content and template library wherever
 * they are missing);
 * returns false when there were accounts already.
 */
export async function seedIfEmpty(db: Db, store: UploadStore, now: Date): Promise<boolean> {
  await seedSiteIfEmpty(db);
  await seedTemplateLibraryIfEmpty(db, store);
  const [{ users: existing } = { users: 0 }] = await db.select({ users: count() }).from(users);
  if (existing > 0) return false;

  const hashes = Object.fromEntries(
    await Promise.all(demoAccounts.map(async (a) => [a.account, await hashPassword(a.password)])),
  ) as Record<(typeof demoAccounts)[number]['account'], string>;
  const at = now.getTime();
  const oneYearAgo = new Date(at - 366 * 24 * 60 * 60 * 1000);

  await db.transaction(async (tx) => {
    const gold = newId(at);
    const trial = newId(at);
    const pending = newId(at);
    const chatbot = newId(at);
    await tx.insert(companies).values([
      {
        id: gold,
        name: '央视网示范科技有限公司',
        customerType: 1,
        contactName: '王经理',
        contactPhone: '13800000001',
        ecBalanceAlarm: 5000,
        createdAt: oneYearAgo,
      },
      {
        id: trial,
        name: '北京试用信息技术有限公司',
        customerType: 1,
        contactName: '李女士',
        contactPhone: '13800000003',
        createdAt: now,
      },
      {
        id: pending,
        name: '杭州待审数字科技有限公司',
        customerType: 1,
        contactName: '赵先生',
        contactPhone: '13800000004',
        createdAt: now,
      },
      {
        id: chatbot,
        name: '上海智能对话服务有限公司',
        customerType: 1,
        contactName: '孙女士',
        contactPhone: '13800000005',
        createdAt: oneYearAgo,
      },
    ]);

    const subRole = newId(at);
    await tx
      .insert(roles)
      .values({ id: subRole, companyId: gold, name: '消息专员', menuNames: subAccountMenus });

    const goldManager = newId(at);
    const operator = newId(at);
    await tx.insert(users).values([
      {
        id: goldManager,
        companyId: gold,
        account: 'demo_gold',
        passwordHash: hashes.demo_gold,
        isChatBotManager: true,
        showName: '王经理',
        phone: '13800000001',
        email: 'wang@example.com',
        createdAt: oneYearAgo,
      },
      {
        id: newId(at),
        companyId: gold,
        account: 'demo_sub',
        passwordHash: hashes.demo_sub,
        parentUserId: goldManager,
        roleId: subRole,
        showName: '陈专员',
        phone: '13800000002',
        email: 'chen@example.com',
        createdAt: oneYearAgo,
      },
      {
        id: newId(at),
        companyId: trial,
        account: 'demo_trial',
        passwordHash: hashes.demo_trial,
        isChatBotManager: true,
        showName: '李女士',
        phone: '13800000003',
        email: 'li@example.com',
        createdAt: now,
      },
      {
        id: newId(at),
        companyId: pending,
        account: 'demo_pending',
        passwordHash: hashes.demo_pending,
        userStatus: 0,
        isChatBotManager: true,
        showName: '赵先生',
        phone: '13800000004',
        email: 'zhao@example.com',
        createdAt: now,
      },
      {
        id: newId(at),
        companyId: chatbot,
        account: 'demo_chatbot',
        passwordHash: hashes.demo_chatbot,
        platform: 2,
        isChatBotManager: true,
        showName: '孙女士',
        phone: '13800000005',
        email: 'sun@example.com',
        createdAt: oneYearAgo,
      },
      {
        id: operator,
        companyId: null,
        account: 'demo_operator',
        passwordHash: hashes.demo_operator,
        platform: 3,
        showName: '平台运营',
        phone: '13800000006',
        email: 'ops@example.com',
        createdAt: oneYearAgo,
      },
    ]);

    await tx.insert(products).values(productSeeds.map((p) => ({ id: newId(at), ...p })));
    await tx.insert(helpArticles).values(helpSeeds);
    await seedDemoPayeeAccount(tx);
    await seedCompanyYear(
      tx,
      store,
      { companyId: gold, managerId: goldManager, operatorId: operator },
      now,
    );
    await grantTrial(tx, trial, now, operator);
    await seedDemoMessaging(tx, store, { companyId: gold, managerId: goldManager }, now);
    await seedDemoSending(
      tx,
      { companyId: gold, managerId: goldManager, operatorId: operator },
      now,
    );
    await seedDemoMicroApps(
      tx,
      { companyId: gold, managerId: goldManager, operatorId: operator },
      now,
    );
    await seedDemoMicroPropagation(
      tx,
      { companyId: gold, managerId: goldManager, operatorId: operator },
      now,
    );
    await seedDemoShowcases(tx, store, { companyId: gold, managerId: goldManager }, now);
  });
  return true;
}
