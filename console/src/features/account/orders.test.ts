import { describe, expect, it } from 'vitest';
import { isJustSubmitted, isOrderEditable, orderItemsText } from './orders.ts';

describe('order display rules', () => {
  it('lets only failed orders (orderStatus 3) be edited (spec §4)', () => {
    expect([0, 1, 2, 3, 4].filter((orderStatus) => isOrderEditable({ orderStatus }))).toEqual([3]);
  });

  it('lists the products with their counts', () => {
    const item = { id: '1', title: 1, kind: 1, price: 100, quantity: 1 };
    expect(
      orderItemsText([
        { ...item, name: '5G消息套餐（1万条）', repetitions: 2 },
        { ...item, name: '微应用套餐（50个）', repetitions: 1 },
      ]),
    ).toBe('5G消息套餐（1万条）×2、微应用套餐（50个）×1');
  });
});

describe('isJustSubmitted (the 新提交 mark)', () => {
  const order = (orderStatus: number) => ({ orderNo: 'A1', orderStatus });

  it('marks the order just submitted while it waits for review', () => {
    expect(isJustSubmitted(order(0), 'A1')).toBe(true);
    expect(isJustSubmitted(order(0), 'B2')).toBe(false);
    expect(isJustSubmitted(order(0))).toBe(false);
  });

  it('does not mark it once it is decided (refused, failed or done)', () => {
    for (const status of [1, 2, 3, 4]) expect(isJustSubmitted(order(status), 'A1')).toBe(false);
  });
});
