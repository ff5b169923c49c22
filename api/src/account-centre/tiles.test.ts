import { describe, expect, it } from 'vitest';
import { dueCategories, type Lot } from '../ledger/ledger.ts';
import { detailRows, tileTotal } from './queries.ts';

const now = new Date('2026-11-22T01:00:00Z');
const day = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(now.getTime() + n * day);

let nextId = 1n;
const lot = (category: number, remaining: number, expiresAt: Date): Lot => ({
  id: nextId++,
  companyId: 1n,
  category,
  title: `批次${nextId}`,
  orderId: null,
  quantity: remaining,
  remaining,
  expiresAt,
  createdAt: now,
});
const service = (shopStatus: string, expiresAt: Date, prodName = shopStatus) => ({
  id: nextId++,
  companyId: 1n,
  orderId: 1n,
  productId: 1n,
  orderType: 4,
  shopStatus,
  prodName,
  prodDesc: '',
  orderStatus: 1,
  serviceStatus: 0,
  expiresAt,
  activatedAt: null,
  createdAt: now,
});

describe('dueCategories', () => {
  it('names the categories holding a lot at or past its expiry, once each', () => {
    const lots = [lot(1, 5, now), lot(1, 5, inDays(-1)), lot(2, 5, inDays(1)), lot(3, 1, now)];
    expect(dueCategories(lots, now)).toEqual(new Set([1, 3]));
    expect(dueCategories([lot(1, 5, inDays(1))], now).size).toBe(0);
  });
});

describe('detailRows', () => {
  const live = {
    lots: [
      lot(1, 30, inDays(3)),
      lot(1, 70, inDays(9)),
      lot(2, 8, inDays(5)),
      lot(4, 1, inDays(99)),
    ],
    services: [
      service('customization', inDays(2), '定制A'),
      service('operation', inDays(2), '代运营'),
      service('customization', now, '已到期定制'),
    ],
  };

  it('lists the unexpired lots of the tile’s categories with what each still holds', () => {
    const rows = detailRows(1, live, now);
    expect(rows.map((r) => r.quantity)).toEqual([30, 70]);
    expect(tileTotal(rows)).toBe(100);
    expect(tileTotal(detailRows(15, live, now))).toBe(8);
    expect(detailRows(5, live, now)).toEqual([]);
  });

  it('counts one per live custom service, not operations support or expired ones', () => {
    expect(detailRows(3, live, now)).toEqual([
      { title: '定制A', expire: '2026-11-24', quantity: 1 },
    ]);
  });

  it('leaves out a lot that is due, were it still unwritten', () => {
    expect(tileTotal(detailRows(1, { lots: [lot(1, 5, now)], services: [] }, now))).toBe(0);
  });
});
