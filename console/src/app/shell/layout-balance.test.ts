import { describe, expect, it } from 'vitest';
import { layoutBalance } from './layout-balance.ts';

const balance = {
  quantity5G: 12_000,
  quantityMApp: 7,
  quantityMArt: 3,
  quantityAll: 0,
  quantityBanner2: null,
  quantityMain: null,
  quantityFocus: null,
  quantityMedAll: 0,
  quantityCd: 0,
  quantityShow: null,
  quantityShowBook: 0,
};

describe('layoutBalance', () => {
  it('shows the 5G message count (category 1) and sells it on the communication tab', () => {
    expect(layoutBalance(1, balance)).toEqual({
      title: '5G消息余额',
      value: 12_000,
      balanceCategory: 1,
      orderHref: '/setmeal?currentTab=service_communicate',
    });
  });

  it('shows micro-app and micro-propagation counts (category 15) from the function tab', () => {
    expect(layoutBalance(2, balance)).toMatchObject({
      title: '微应用余额',
      value: 7,
      balanceCategory: 15,
    });
    expect(layoutBalance(3, balance)).toEqual({
      title: '微传播余额',
      value: 3,
      balanceCategory: 15,
      orderHref: '/setmeal?currentTab=service_function',
    });
  });
});
