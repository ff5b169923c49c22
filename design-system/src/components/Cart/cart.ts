/** Identifier of a product, as the product list returns it. */
export type ProductId = string | number;

/** What the cart needs to know about a product to hold it. */
export type CartItem = {
  productId: ProductId;
  title: string;
  /** Unit price in integer cents. */
  price: number;
  /** Product status; 0 means unavailable (spec §3), which cannot be added. Default: available. */
  status?: number;
};

/** One product in the cart. */
export type CartLine = {
  productId: ProductId;
  title: string;
  /** Unit price in integer cents. */
  price: number;
  /** A positive integer: a line at 0 is removed. */
  quantity: number;
};

export type CartState = { lines: CartLine[] };

export type CartAction =
  /** Sets the quantity of an item, adding its line if needed; 0 removes the line. */
  | { type: 'setQuantity'; item: CartItem; quantity: number }
  /** Adds `quantity` (default 1) to an item's line, creating it if needed. */
  | { type: 'add'; item: CartItem; quantity?: number }
  | { type: 'remove'; productId: ProductId }
  | { type: 'clear' };

/**
 * Upper bound of one line's quantity. The spec sets none; this keeps a mistyped figure from
 * producing an absurd order while staying far above any real purchase.
 */
export const maxCartQuantity = 999;

/** Smallest quantity on a product card: 0 means not in the cart (spec §5). */
export const cardMinQuantity = 0;

/** Smallest quantity in the cart dialog: going lower is the remove action's job (spec §5). */
export const dialogMinQuantity = 1;

export const emptyCart: CartState = { lines: [] };

/** Products with status 0 are unavailable and cannot be bought (spec §3, §5). */
export function isPurchasable(item: Pick<CartItem, 'status'>): boolean {
  return item.status !== 0;
}

function isValidQuantity(quantity: number): boolean {
  return Number.isSafeInteger(quantity) && quantity >= 0;
}

function withoutLine(state: CartState, productId: ProductId): CartState {
  const lines = state.lines.filter((line) => line.productId !== productId);
  return lines.length === state.lines.length ? state : { lines };
}

function withQuantity(state: CartState, item: CartItem, quantity: number): CartState {
  const clamped = Math.min(quantity, maxCartQuantity);
  if (clamped === 0) return withoutLine(state, item.productId);
  const index = state.lines.findIndex((line) => line.productId === item.productId);
  if (index === -1) {
    const line = { productId: item.productId, title: item.title, price: item.price };
    return { lines: [...state.lines, { ...line, quantity: clamped }] };
  }
  if (state.lines[index]?.quantity === clamped) return state;
  return {
    lines: state.lines.map((line, i) => (i === index ? { ...line, quantity: clamped } : line)),
  };
}

/**
 * The cart (spec §4): lines in the order they were first added. Invalid quantities (negative,
 * fractional, NaN) and unavailable products are ignored rather than thrown on, since they come
 * straight from user input; the state is returned unchanged so React skips the render.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'setQuantity': {
      if (!isValidQuantity(action.quantity)) return state;
      // An unavailable product may still be lowered or removed, never raised.
      const current = cartQuantity(state, action.item.productId);
      if (!isPurchasable(action.item) && action.quantity > current) return state;
      return withQuantity(state, action.item, action.quantity);
    }
    case 'add': {
      const step = action.quantity ?? 1;
      if (!isValidQuantity(step) || !isPurchasable(action.item)) return state;
      return withQuantity(state, action.item, cartQuantity(state, action.item.productId) + step);
    }
    case 'remove':
      return withoutLine(state, action.productId);
    case 'clear':
      return state.lines.length === 0 ? state : emptyCart;
  }
}

/** Price of a line in integer cents. */
export function lineTotal(line: Pick<CartLine, 'price' | 'quantity'>): number {
  return line.price * line.quantity;
}

/** Total of the cart in integer cents; integers throughout, so no float error can creep in. */
export function cartTotal(state: CartState): number {
  const total = state.lines.reduce((sum, line) => sum + lineTotal(line), 0);
  if (!Number.isSafeInteger(total)) {
    throw new RangeError(`cart total must be a safe integer of cents, got ${total}`);
  }
  return total;
}

/** Number of items in the cart, counting each unit. */
export function cartCount(state: CartState): number {
  return state.lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function isCartEmpty(state: CartState): boolean {
  return state.lines.length === 0;
}

/** The cart quantity of a product, 0 when it is not in the cart: what its card's stepper shows. */
export function cartQuantity(state: CartState, productId: ProductId): number {
  return state.lines.find((line) => line.productId === productId)?.quantity ?? 0;
}
