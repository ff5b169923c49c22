import { describe, expect, it } from 'vitest';
import {
  cartCount,
  cartQuantity,
  cartReducer,
  cartTotal,
  emptyCart,
  isCartEmpty,
  isPurchasable,
  lineTotal,
  maxCartQuantity,
  type CartAction,
  type CartItem,
  type CartState,
} from './cart.ts';

const message: CartItem = { productId: 1, title: '5G消息', price: 1999 };
const miniApp: CartItem = { productId: 2, title: '微应用', price: 120_000 };
const offShelf: CartItem = { productId: 3, title: '微传播', price: 500, status: 0 };

const run = (...actions: CartAction[]): CartState => actions.reduce(cartReducer, emptyCart);

describe('cartReducer setQuantity', () => {
  it('adds a line with the item’s title and price', () => {
    expect(run({ type: 'setQuantity', item: message, quantity: 2 }).lines).toEqual([
      { productId: 1, title: '5G消息', price: 1999, quantity: 2 },
    ]);
  });

  it('updates an existing line in place, keeping the order of lines', () => {
    const state = run(
      { type: 'setQuantity', item: message, quantity: 1 },
      { type: 'setQuantity', item: miniApp, quantity: 1 },
      { type: 'setQuantity', item: message, quantity: 5 },
    );
    expect(state.lines.map((line) => [line.productId, line.quantity])).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('removes the line at 0', () => {
    const state = run(
      { type: 'setQuantity', item: message, quantity: 3 },
      { type: 'setQuantity', item: message, quantity: 0 },
    );
    expect(isCartEmpty(state)).toBe(true);
  });

  it('returns the same state when nothing changes', () => {
    const state = run({ type: 'setQuantity', item: message, quantity: 3 });
    expect(cartReducer(state, { type: 'setQuantity', item: message, quantity: 3 })).toBe(state);
    expect(cartReducer(state, { type: 'setQuantity', item: miniApp, quantity: 0 })).toBe(state);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'ignores the quantity %s',
    (quantity) => {
      const state = run({ type: 'setQuantity', item: message, quantity: 2 });
      expect(cartReducer(state, { type: 'setQuantity', item: message, quantity })).toBe(state);
    },
  );

  it(`caps a line at ${maxCartQuantity}`, () => {
    const state = run({ type: 'setQuantity', item: message, quantity: 5000 });
    expect(cartQuantity(state, 1)).toBe(maxCartQuantity);
  });

  it('does not add an unavailable product (status 0)', () => {
    expect(run({ type: 'setQuantity', item: offShelf, quantity: 1 })).toBe(emptyCart);
  });

  it('lets a product that became unavailable be lowered or removed, not raised', () => {
    const inCart = run({ type: 'setQuantity', item: { ...offShelf, status: 1 }, quantity: 3 });
    expect(cartReducer(inCart, { type: 'setQuantity', item: offShelf, quantity: 4 })).toBe(inCart);
    const lowered = cartReducer(inCart, { type: 'setQuantity', item: offShelf, quantity: 1 });
    expect(cartQuantity(lowered, 3)).toBe(1);
    expect(
      isCartEmpty(cartReducer(lowered, { type: 'setQuantity', item: offShelf, quantity: 0 })),
    ).toBe(true);
  });
});

describe('cartReducer add', () => {
  it('adds one by default and increments an existing line', () => {
    const state = run({ type: 'add', item: message }, { type: 'add', item: message });
    expect(cartQuantity(state, 1)).toBe(2);
    expect(state.lines).toHaveLength(1);
  });

  it('adds a given quantity', () => {
    expect(cartQuantity(run({ type: 'add', item: message, quantity: 4 }), 1)).toBe(4);
  });

  it('ignores an unavailable product and invalid steps', () => {
    expect(run({ type: 'add', item: offShelf })).toBe(emptyCart);
    expect(run({ type: 'add', item: message, quantity: -1 })).toBe(emptyCart);
    expect(run({ type: 'add', item: message, quantity: 0.5 })).toBe(emptyCart);
  });

  it(`stops at ${maxCartQuantity}`, () => {
    const state = run(
      { type: 'add', item: message, quantity: maxCartQuantity },
      { type: 'add', item: message },
    );
    expect(cartQuantity(state, 1)).toBe(maxCartQuantity);
  });
});

describe('cartReducer remove and clear', () => {
  it('removes one line and keeps the others', () => {
    const state = run(
      { type: 'add', item: message },
      { type: 'add', item: miniApp },
      { type: 'remove', productId: 1 },
    );
    expect(state.lines.map((line) => line.productId)).toEqual([2]);
  });

  it('returns the same state when removing a product not in the cart', () => {
    const state = run({ type: 'add', item: message });
    expect(cartReducer(state, { type: 'remove', productId: 99 })).toBe(state);
  });

  it('clears everything', () => {
    const state = run({ type: 'add', item: message }, { type: 'add', item: miniApp });
    expect(cartReducer(state, { type: 'clear' })).toEqual(emptyCart);
    expect(cartReducer(emptyCart, { type: 'clear' })).toBe(emptyCart);
  });

  it('does not mutate the previous state', () => {
    const before = run({ type: 'add', item: message });
    const snapshot = structuredClone(before);
    cartReducer(before, { type: 'add', item: message });
    cartReducer(before, { type: 'remove', productId: 1 });
    expect(before).toEqual(snapshot);
  });
});

describe('selectors', () => {
  it('are zero and empty for an empty cart', () => {
    expect(cartTotal(emptyCart)).toBe(0);
    expect(cartCount(emptyCart)).toBe(0);
    expect(isCartEmpty(emptyCart)).toBe(true);
    expect(cartQuantity(emptyCart, 1)).toBe(0);
  });

  it('totals 3 × 19.99 yuan as exactly 5997 cents', () => {
    // The float route is off by a hair: 19.99 yuan × 100 is 1998.9999999999998.
    expect(19.99 * 100).not.toBe(1999);
    const state = run({ type: 'setQuantity', item: message, quantity: 3 });
    expect(cartTotal(state)).toBe(5997);
    expect(Number.isInteger(cartTotal(state))).toBe(true);
  });

  it('totals several lines exactly', () => {
    const cheap: CartItem = { productId: 4, title: '增值包', price: 29 };
    const state = run(
      { type: 'setQuantity', item: message, quantity: 3 },
      { type: 'setQuantity', item: miniApp, quantity: 2 },
      { type: 'setQuantity', item: cheap, quantity: 7 },
    );
    expect(cartTotal(state)).toBe(5997 + 240_000 + 203);
    expect(cartCount(state)).toBe(12);
    expect(isCartEmpty(state)).toBe(false);
  });

  it('computes line totals in cents', () => {
    expect(lineTotal({ price: 1999, quantity: 3 })).toBe(5997);
  });

  it('refuses a total that is not integer cents', () => {
    const state: CartState = {
      lines: [{ productId: 1, title: '错误价格', price: 19.99, quantity: 3 }],
    };
    expect(() => cartTotal(state)).toThrow(RangeError);
  });

  it('treats only status 0 as unavailable', () => {
    expect(isPurchasable({ status: 0 })).toBe(false);
    expect(isPurchasable({ status: 1 })).toBe(true);
    expect(isPurchasable({})).toBe(true);
  });
});
