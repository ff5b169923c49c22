import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { newId } from '../db/ids.ts';
import { orderEvents, orders, products, uploads, usageDaily } from '../db/schema.ts';
import { chinaFields, compactDayOf, dayMs, startOfDay } from '../lib/calendar.ts';
import { debit, type Tx } from '../ledger/ledger.ts';
import { decideOrder, insertOrderItems, type ReviewAction } from '../shop/orders.ts';
import { newOrderNo, priceCart } from '../shop/shop.ts';
import type { UploadStore } from '../uploads/store.ts';

const receipt = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'assets/transfer-receipt.png',
);

type Actors = { companyId: bigint; managerId: bigint; operatorId: bigint };

/** Orders of the demo year: days before today, product names and how many of each. */
const purchases: {
  daysAgo: number;
  lines: [string, number][];
  /** The back office's decision; none while in review. Default: approved. */
  decision?: ReviewAction | null;
  reason?: string;
}[] = [
  {
    daysAgo: 350,
    lines: [
      ['5G消息套餐（10万条）', 1],
      ['微应用套餐（50个）', 1],
    ],
  },
  { daysAgo: 300, lines: [['+媒体图文素材（100条）', 2]] },
  {
    daysAgo: 240,
    lines: [
      ['微应用定制', 1],
      ['5G消息Chatbot开发', 1],
    ],
  },
  { daysAgo: 180, lines: [['5G消息套餐（10万条）', 1]] },
  {
    daysAgo: 150,
    lines: [['微传播套餐（50个）', 1]],
    decision: 'close',
    reason: '客户重复下单，已关闭',
  },
  {
    daysAgo: 120,
    lines: [
      ['商务名片企业展示（1年）', 1],
      ['电子画册（10本）', 1],
    ],
  },
  {
    daysAgo: 90,
    lines: [
      ['优秀微传播展示', 1],
      ['创新资讯展示', 1],
    ],
  },
  { daysAgo: 60, lines: [['5G消息套餐（1万条）', 2]] },
  { daysAgo: 20, lines: [['云直播（单场）', 1]] },
  {
    daysAgo: 6,
    lines: [['+媒体图文素材（100条）', 1]],
    decision: 'return',
    reason: '汇款流水号与到账记录不一致，请核对后重新提交',
  },
  { daysAgo: 2, lines: [['5G消息套餐（1万条）', 1]], decision: null },
];

/** A small deterministic generator, so every fresh start shows the same demo year. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * A year of business for the gold demo company, written through the ledger itself: approved
 * orders credited with their expiries, weekly 5G-message and monthly micro-app settlements, daily
 * usage for the trends, plus an order in review, one returned for re-editing and one closed.
 */
export async function seedCompanyYear(tx: Tx, store: UploadStore, actors: Actors, now: Date) {
  const catalogue = await tx.select().from(products);
  const rand = random(20261122);
  const storedName = randomBytes(16).toString('hex');
  const bytes = await fs.readFile(receipt);
  await store.put(storedName, bytes, 'image/png');

  const events: { at: Date; run: () => Promise<unknown> }[] = [];
  const today = now.getTime();

  for (const [index, purchase] of purchases.entries()) {
    // Office hours, China time: placed in the morning, reviewed in the afternoon.
    const morning = startOfDay(new Date(today - purchase.daysAgo * dayMs)).getTime();
    const placed = new Date(morning + (9.5 * 60 + index * 23) * 60 * 1000);
    const reviewed = new Date(placed.getTime() + 5 * 60 * 60 * 1000);
    const lines = purchase.lines.map(([name, repetitions]) => ({
      id: catalogue.find((p) => p.name === name)!.id.toString(),
      repetitions,
    }));
    const { items, fee } = priceCart(catalogue, lines);
    const orderId = newId(placed.getTime());
    const proveUploadId = newId(placed.getTime());
    const decision = purchase.decision === undefined ? 'approve' : purchase.decision;
    const order = {
      id: orderId,
      orderNo: newOrderNo(placed, () => (index + 1) / 100),
      companyId: actors.companyId,
      userId: actors.managerId,
      requestKey: `seed-${index}-${orderId}`,
      source: 1,
      status: 1,
      fee,
      pay: fee,
      flowNo: `62170${String(placed.getTime()).slice(-10)}`,
      proveUploadId,
      remark: null,
      reviewReason: null,
      approvedAt: null,
      createdAt: placed,
      updatedAt: placed,
    };
    events.push({
      at: placed,
      run: async () => {
        await tx.insert(uploads).values({
          id: proveUploadId,
          companyId: actors.companyId,
          userId: actors.managerId,
          storedName,
          mime: 'image/png',
          size: bytes.length,
          createdAt: placed,
        });
        await tx.insert(orders).values(order);
        await insertOrderItems(tx, orderId, items, placed);
        await tx.insert(orderEvents).values({
          id: newId(placed.getTime()),
          orderId,
          actorUserId: actors.managerId,
          action: 'submit',
          createdAt: placed,
        });
      },
    });
    if (decision) {
      events.push({
        at: reviewed,
        run: () => decideOrder(tx, order, actors.operatorId, decision, purchase.reason, reviewed),
      });
    }
  }

  // Daily usage; 5G messages are settled weekly and micro-apps monthly against the ledger.
  const usage: (typeof usageDaily.$inferInsert)[] = [];
  let weekMessages = 0;
  let monthApps = 0;
  for (let daysAgo = 348; daysAgo >= 1; daysAgo -= 1) {
    const day = new Date(today - daysAgo * dayMs);
    const { year, month, day: date } = chinaFields(day);
    const weekday = new Date(Date.UTC(year, month, date)).getUTCDay();
    const busy = weekday === 0 || weekday === 6 ? 0.35 : 1;
    const sent = Math.round((180 + rand() * 420) * busy);
    const appCalls = Math.round((900 + rand() * 1600) * busy);
    const articleCalls = Math.round((1200 + rand() * 2400) * busy);
    usage.push(
      { companyId: actors.companyId, category: 1, day: compactDayOf(day), consume: sent },
      { companyId: actors.companyId, category: 2, day: compactDayOf(day), consume: appCalls },
      { companyId: actors.companyId, category: 3, day: compactDayOf(day), consume: articleCalls },
    );
    weekMessages += sent;
    if (rand() < 0.12) monthApps += 1;
    const settle = new Date(startOfDay(day).getTime() + 23.5 * 60 * 60 * 1000);
    if (weekday === 0) {
      const quantity = weekMessages;
      weekMessages = 0;
      events.push({
        at: settle,
        run: () =>
          debit(tx, {
            companyId: actors.companyId,
            category: 1,
            kind: 4,
            quantity,
            description: '5G消息发送（按周结算）',
            now: settle,
          }),
      });
    }
    if (compactDayOf(day).endsWith('28') && monthApps > 0) {
      const quantity = monthApps;
      monthApps = 0;
      events.push({
        at: settle,
        run: () =>
          debit(tx, {
            companyId: actors.companyId,
            category: 2,
            kind: 4,
            quantity,
            description: '发布微应用、微传播（按月结算）',
            now: settle,
          }),
      });
    }
  }

  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) await event.run();
  await tx.insert(usageDaily).values(usage);
}
