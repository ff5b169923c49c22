import { z } from 'zod';
import type { CartLine } from '@p5g/design-system';
import { storageKeys } from '../../lib/session.ts';

/** A stored line's shape; the cart's own rules (quantity bounds) are applied again on loading. */
const storedLine = z.object({
  productId: z.union([z.string(), z.number()]),
  title: z.string(),
  price: z.number().int().nonnegative(),
  quantity: z.number().int().positive(),
});
const storedCarts = z.record(z.string(), z.array(storedLine));
type StoredCarts = z.infer<typeof storedCarts>;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readCarts(store: Store): StoredCarts {
  try {
    const parsed = storedCarts.safeParse(JSON.parse(store.getItem(storageKeys.shopCart) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The cart an account left, until it is settled; empty for none or an unreadable entry. */
export function storedCartLines(store: Store, account: string): CartLine[] {
  return readCarts(store)[account] ?? [];
}

/**
 * Keeps an account's cart across reloads and sign-ins (one entry holds every account's cart, so
 * one person's cart is never shown to another); an empty cart removes the account's part.
 */
export function storeCartLines(store: Store, account: string, lines: readonly CartLine[]) {
  const carts = readCarts(store);
  if (lines.length > 0) carts[account] = [...lines];
  else delete carts[account];
  if (Object.keys(carts).length === 0) store.removeItem(storageKeys.shopCart);
  else store.setItem(storageKeys.shopCart, JSON.stringify(carts));
}
