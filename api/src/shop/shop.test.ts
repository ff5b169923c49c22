import { describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { productSeeds } from '../seed/products.ts';
import {
  groupProducts,
  isEditable,
  newOrderNo,
  orderListStatus,
  priceCart,
  validMonths,
  type ProductRow,
} from './shop.ts';

const catalogue: ProductRow[] = productSeeds.map((p, i) => ({
  status: 1,
  officialPrice: null,
  isShowOfficialPrice: false,
  billCategory: null,
  remark: null,
  scopeDesc: null,
  ruleDesc: null,
  isShowExpire: true,
  productType: 3,
  sort: 0,
  ...p,
  id: BigInt(1000 + i),
}));
const first = catalogue[0]!;
const second = catalogue[4]!;

describe('priceCart', () => {
  it('caps 999 per product after merging repeated lines', () => {
    const sevenTimes = Array.from({ length: 7 }, () => ({ id: '1000', repetitions: 999 }));
    expect(() => priceCart(catalogue, sevenTimes)).toThrow(
      expect.objectContaining({ code: codes.invalidRequest, message: '每种商品最多订购999份' }),
    );
    expect(
      priceCart(catalogue, [
        { id: '1000', repetitions: 500 },
        { id: '1000', repetitions: 499 },
      ]).items[0]!.repetitions,
    ).toBe(999);
  });

  it('prices from the catalogue and merges the same product', () => {
    const { items, fee } = priceCart(catalogue, [
      { id: '1000', repetitions: 2 },
      { id: '1004', repetitions: 1 },
      { id: '1000', repetitions: 1 },
    ]);
    expect(items.map((i) => [i.product.id, i.repetitions])).toEqual([
      [1000n, 3],
      [1004n, 1],
    ]);
    expect(fee).toBe(first.price * 3 + second.price);
  });

  it('refuses unknown and unavailable products', () => {
    expect(() => priceCart(catalogue, [{ id: '1', repetitions: 1 }])).toThrow(
      expect.objectContaining({ code: codes.productUnavailable }),
    );
    const withdrawn = catalogue.map((p) => (p.id === 1000n ? { ...p, status: 0 } : p));
    expect(() => priceCart(withdrawn, [{ id: '1000', repetitions: 1 }])).toThrow(
      expect.objectContaining({ code: codes.productUnavailable }),
    );
  });
});

describe('order rules', () => {
  it('maps purchase status to the order list and allows editing refused and returned orders', () => {
    expect([1, 2, 3, 4, 5].map(orderListStatus)).toEqual([0, 4, 3, 1, 3]);
    expect([1, 2, 3, 4, 5].map(isEditable)).toEqual([false, false, true, false, true]);
  });

  it('keeps packages a year and other products their own months', () => {
    expect(validMonths({ kind: 1, expireMonths: 6 })).toBe(12);
    expect(validMonths({ kind: 2, expireMonths: 6 })).toBe(6);
  });

  it('numbers orders by CST time', () => {
    expect(newOrderNo(new Date('2026-11-22T01:02:03Z'), () => 0.0421)).toBe('202611220902030421');
  });

  it('groups the catalogue as productAll answers it', () => {
    const groups = groupProducts(catalogue);
    expect(groups.serviceOrderProducts.productSets.every((p) => p.shopStatus === 'setMeal')).toBe(
      true,
    );
    expect(groups.medProducts.every((p) => p.kind === 2)).toBe(true);
    expect(groups.cusProducts.length).toBeGreaterThan(0);
  });
});
