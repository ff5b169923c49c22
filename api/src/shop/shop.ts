import { codes } from '../contract/codes.ts';
import { nextStatus } from '../contract/transitions.ts';
import { orderTransitions } from '../contract/order-status.ts';
import { maxRepetitions, type Product } from '../contract/schemas/account.ts';
import type { products } from './tables.ts';
import { ApiError } from '../errors.ts';
import { chinaTimeOf } from '../lib/calendar.ts';

export type ProductRow = typeof products.$inferSelect;

/** A catalogue row as the shop shows it (spec §3). */
export function productView(row: ProductRow): Product {
  return {
    id: row.id.toString(),
    title: row.title,
    name: row.name,
    kind: row.kind,
    shopStatus: row.shopStatus as Product['shopStatus'],
    status: row.status,
    price: row.price,
    officialPrice: row.officialPrice,
    isShowOfficialPrice: row.isShowOfficialPrice,
    quantity: row.quantity,
    remark: row.remark,
    expire: row.expire,
    scopeDesc: row.scopeDesc,
    ruleDesc: row.ruleDesc,
    isShowExpire: row.isShowExpire,
    productType: row.productType,
    details: row.details,
  };
}

/** Groups of orderCharge/productAll: packages and single items, +media, custom services. */
export function groupProducts(rows: ProductRow[]) {
  const onSale = rows.map(productView);
  return {
    serviceOrderProducts: {
      productSets: onSale.filter((p) => p.shopStatus === 'setMeal'),
      defProducts: onSale.filter((p) => p.shopStatus === 'single' && p.kind !== 2),
    },
    medProducts: onSale.filter((p) => p.kind === 2),
    cusProducts: onSale.filter(
      (p) => p.shopStatus === 'customization' || p.shopStatus === 'operation',
    ),
  };
}

export type PricedItem = {
  product: ProductRow;
  repetitions: number;
};

/**
 * Prices a cart from the catalogue (spec §5): the client's figures are never used. Refuses
 * unknown and unavailable products; the same product twice is merged, and the merged line is
 * held to the same 999 as a single one.
 */
export function priceCart(
  catalogue: readonly ProductRow[],
  chargeList: readonly { id: string; repetitions: number }[],
) {
  const byId = new Map(catalogue.map((p) => [p.id.toString(), p]));
  const merged = new Map<string, PricedItem>();
  for (const line of chargeList) {
    const product = byId.get(line.id);
    if (!product || product.status === 0) {
      throw new ApiError(codes.productUnavailable, '所选商品已下架，请刷新后重新选择');
    }
    const existing = merged.get(line.id);
    merged.set(line.id, {
      product,
      repetitions: (existing?.repetitions ?? 0) + line.repetitions,
    });
  }
  const items = [...merged.values()];
  // After merging: seven lines of 999 are one line of 6,993.
  if (items.some((i) => i.repetitions > maxRepetitions)) {
    throw new ApiError(codes.invalidRequest, `每种商品最多订购${maxRepetitions}份`, 400);
  }
  const fee = items.reduce((sum, i) => sum + i.product.price * i.repetitions, 0);
  return { items, fee };
}

/**
 * How long what an item credits stays valid (spec §9): a package one year from the order, other
 * products their own number of months.
 */
export const validMonths = (item: { kind: number; expireMonths: number }) =>
  item.kind === 1 ? 12 : item.expireMonths;

/** Purchase status (spec §4) → order-list status. Refused and returned orders can be edited. */
export function orderListStatus(status: number): number {
  switch (status) {
    case 1:
      return 0;
    case 2:
      return 4;
    case 3:
    case 5:
      return 3;
    default:
      return 1;
  }
}

/** Orders the customer may edit and resubmit: review failed (3) or returned for re-editing (5). */
export const isEditable = (status: number) =>
  nextStatus(orderTransitions, status, 'resubmit') !== null;

/** A new order number: the CST time to the second and four random digits. */
export function newOrderNo(now: Date, random: () => number = Math.random): string {
  const stamp = chinaTimeOf(now).replace(/\D/g, '');
  return stamp + String(Math.floor(random() * 10_000)).padStart(4, '0');
}
