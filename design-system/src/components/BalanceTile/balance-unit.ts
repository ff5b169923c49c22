/**
 * Balance categories of spec §9: 1 5G messages, 3 custom services, 5 +media, 15 micro-propagation,
 * micro-apps and the business card (whose e-album shares its balance).
 */
export const balanceCategories = [1, 3, 5, 15] as const;

export type BalanceCategory = (typeof balanceCategories)[number];

/** The unit a balance is counted in (spec §9): 个 for category 15, 条 for every other category. */
export function balanceUnit(category: BalanceCategory): '个' | '条' {
  return category === 15 ? '个' : '条';
}
