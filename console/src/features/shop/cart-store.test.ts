import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/session.ts';
import { storeCartLines, storedCartLines } from './cart-store.ts';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const line = { productId: '7', title: '5G消息包（1万条）', price: 100_000, quantity: 2 };

describe('the stored cart', () => {
  it('gives each account back its own cart', () => {
    const store = memoryStore();
    storeCartLines(store, 'demo_gold', [line]);
    storeCartLines(store, 'demo_trial', [{ ...line, quantity: 5 }]);
    expect(storedCartLines(store, 'demo_gold')).toEqual([line]);
    expect(storedCartLines(store, 'demo_trial')[0]?.quantity).toBe(5);
    expect(storedCartLines(store, 'someone_else')).toEqual([]);
  });

  it('forgets a settled (emptied) cart, and the entry once no account has one', () => {
    const store = memoryStore();
    storeCartLines(store, 'demo_gold', [line]);
    storeCartLines(store, 'demo_trial', [line]);
    storeCartLines(store, 'demo_gold', []);
    expect(storedCartLines(store, 'demo_gold')).toEqual([]);
    expect(storedCartLines(store, 'demo_trial')).toEqual([line]);
    storeCartLines(store, 'demo_trial', []);
    expect(store.getItem(storageKeys.shopCart)).toBeNull();
  });

  it('reads an unreadable or tampered entry as no cart', () => {
    const store = memoryStore();
    store.setItem(storageKeys.shopCart, '{not json');
    expect(storedCartLines(store, 'demo_gold')).toEqual([]);
    store.setItem(storageKeys.shopCart, JSON.stringify({ demo_gold: [{ ...line, price: -1 }] }));
    expect(storedCartLines(store, 'demo_gold')).toEqual([]);
  });
});
