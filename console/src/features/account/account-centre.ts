import type { Balance, LevelInfo } from '@p5g/api/contract';
import type { BalanceCategory, BenefitCategory, LevelBenefit } from '@p5g/design-system';
import { href, type ConsoleRouteName } from '../../lib/routes-table.ts';

/** The account centre's modules (spec §2: /account-order, -billdetail, -Development, -Support). */
export const accountModules = [
  { route: 'account-order', title: '订单管理' },
  { route: 'account-billdetail', title: '账单明细' },
  { route: 'account-Development', title: '开发支持' },
  { route: 'account-Support', title: '运营支持' },
] as const satisfies readonly { route: ConsoleRouteName; title: string }[];

export type AccountModule = (typeof accountModules)[number]['route'];

/** Where a benefit leads (spec §6): tailoring (4, 5) to development support, showcases to operations support. */
export function benefitModule(category: BenefitCategory): AccountModule {
  return category === 4 || category === 5 ? 'account-Development' : 'account-Support';
}

/** The right categories the level card shows (spec §4); the type keeps it in step with the card. */
const shownRights: readonly BenefitCategory[] = [4, 5, 9, 10, 11];

const isBenefitCategory = (category: number): category is BenefitCategory =>
  (shownRights as readonly number[]).includes(category);

/**
 * The benefits the level card lists (spec §3): rights below category 13 that the card knows, one per
 * category with the lowest spend that unlocks it, in category order.
 */
export function levelBenefits(rightList: LevelInfo['rightList']): LevelBenefit[] {
  const lowest = new Map<BenefitCategory, number>();
  for (const { category, threshold } of rightList) {
    if (category >= 13 || !isBenefitCategory(category)) continue;
    lowest.set(category, Math.min(threshold, lowest.get(category) ?? Infinity));
  }
  return [...lowest]
    .sort(([a], [b]) => a - b)
    .map(([category, threshold]) => ({ category, threshold }));
}

/** Shop tab values of the order links (spec §2). */
type OrderTab = 'service_function' | 'service_media' | 'service_custom' | 'service_communicate';

export type BalanceTileSpec = {
  key: keyof Balance;
  title: string;
  /** Decides the unit (个 for 15, 条 otherwise). */
  category: BalanceCategory;
  variant: 'count' | 'expiry';
  /** The balance-detail modal's category (orderCharge/itemBalance). */
  detailCategory?: BalanceCategory;
  /** Where the view link goes (pages of other modules, or outside the console's routes). */
  viewHref?: string;
  orderTab: OrderTab;
};

/** The six balance tiles of the overview, in the spec's order (spec §2, §9). */
export const balanceTiles: readonly BalanceTileSpec[] = [
  {
    key: 'quantityAll',
    title: '微传播/微应用个数',
    category: 15,
    variant: 'count',
    detailCategory: 15,
    orderTab: 'service_function',
  },
  {
    key: 'quantityMedAll',
    title: '+媒体条数',
    category: 5,
    variant: 'count',
    detailCategory: 5,
    viewHref: href('media_cms'),
    orderTab: 'service_media',
  },
  {
    key: 'quantityCd',
    title: '定制服务数',
    category: 3,
    variant: 'count',
    detailCategory: 3,
    viewHref: href('service'),
    orderTab: 'service_custom',
  },
  {
    key: 'quantityShow',
    title: '商务展示',
    category: 15,
    variant: 'expiry',
    viewHref: href('travel_card'),
    orderTab: 'service_function',
  },
  {
    key: 'quantityShowBook',
    title: '电子画册个数',
    category: 15,
    variant: 'count',
    viewHref: href('album_painting'),
    orderTab: 'service_function',
  },
  {
    key: 'quantity5G',
    title: '5G消息条数',
    category: 1,
    variant: 'count',
    detailCategory: 1,
    orderTab: 'service_communicate',
  },
];

/** The three 7-day trends (ecBillDtl/queryWeek categories 1–3, spec §2). */
export const usageTrends = [
  { category: 1, title: '5G消息发送', unit: '条' },
  { category: 2, title: '微应用调用', unit: '次' },
  { category: 3, title: '微传播调用', unit: '次' },
] as const;

/** One tab of the support pages: the product title its orders carry (serverTrace/query orderType). */
export type SupportTab = { orderType: number; title: string };

/** Development support tabs (spec §2), by product title (spec §9: 4, 6, 8, 7). */
export const developmentTabs: readonly SupportTab[] = [
  { orderType: 4, title: '微应用定制' },
  { orderType: 6, title: '5G Chatbot' },
  { orderType: 8, title: '5G SDK集成' },
  { orderType: 7, title: '小程序开发' },
];

/** Operations support tabs (spec §2), by product title (spec §9: 9–12, 14). */
export const supportTabs: readonly SupportTab[] = [
  { orderType: 9, title: '精选资讯展示' },
  { orderType: 10, title: '优秀微传播展示' },
  { orderType: 11, title: '优秀微应用展示' },
  { orderType: 12, title: '云直播' },
  { orderType: 14, title: '云直播（单场）' },
];

/** Support cards load four at a time as the user scrolls (spec §9). */
export const supportPageSize = 4;

/**
 * The balance alert setting (spec §5): an empty box changes nothing, a value must be above 0, and
 * the box holds at most 8 digits.
 */
export const balanceAlarmMaxLength = 8;

export function checkBalanceAlarm(
  input: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const text = input.trim();
  if (text === '') return { ok: false, message: '预警条数未变动' };
  const value = Number(text);
  if (!/^-?\d+$/.test(text) || value <= 0) return { ok: false, message: '请填写预警条数' };
  return { ok: true, value };
}
