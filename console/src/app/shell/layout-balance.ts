import type { ResponseOf } from '@p5g/api/contract';

type Balance = ResponseOf<'balance'>;

const cards = {
  1: { title: '5G消息余额', field: 'quantity5G', category: 1, shopTab: 'service_communicate' },
  2: { title: '微应用余额', field: 'quantityMApp', category: 15, shopTab: 'service_function' },
  3: { title: '微传播余额', field: 'quantityMArt', category: 15, shopTab: 'service_function' },
} as const;

/**
 * The layout's balance card (spec §2: category 1 5G messages, 2 micro-app, 3 micro-propagation):
 * its title, the balance and its balance category (whose unit the design system knows, spec §9),
 * and the shop tab that sells more.
 */
export function layoutBalance(category: 1 | 2 | 3, balance: Balance) {
  const card = cards[category];
  return {
    title: card.title,
    value: balance[card.field],
    balanceCategory: card.category,
    orderHref: `/setmeal?currentTab=${card.shopTab}`,
  };
}
