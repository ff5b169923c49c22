/**
 * Customer tiers (spec §1): trial until any purchase, ordinary after; bronze, silver and gold by the
 * spend of the last 365 days. Thresholds in cents.
 */
export const tiers = [
  {
    levelId: 0,
    levelName: '试用客户',
    threshold: 0,
    benefits: [
      '赠送100条5G消息',
      '公共模板与公共小程序',
      '微应用、微传播各限1个',
      '不含定制服务；3个月内无消费将暂停服务',
    ],
  },
  {
    levelId: 1,
    levelName: '普通客户',
    threshold: 0,
    benefits: ['微应用、微传播不限数量', '公共模板与公共小程序'],
  },
  {
    levelId: 2,
    levelName: '铜牌客户',
    threshold: 1_000_000,
    benefits: ['微应用、微传播不限数量', '微应用定制、微传播定制'],
  },
  {
    levelId: 3,
    levelName: '银牌客户',
    threshold: 10_000_000,
    benefits: ['铜牌客户全部权益', '政务服务创新资讯', '优秀微传播展示', '优秀微应用展示'],
  },
  {
    levelId: 4,
    levelName: '金牌客户',
    threshold: 30_000_000,
    benefits: ['银牌客户全部权益', '创新资讯与优秀案例展示优先安排'],
  },
] as const;

export type LevelId = (typeof tiers)[number]['levelId'];

/**
 * The tier the yearly spend leads to next: the first with a higher threshold. Trial and ordinary
 * both lead to bronze (any purchase makes a trial account ordinary, so ordinary is no spend goal);
 * none above gold.
 */
export function nextTierOf(levelId: LevelId) {
  return tiers.find((t) => t.threshold > tiers[levelId].threshold) ?? null;
}

/**
 * Rights by category (spec §4) and the tier they open at. The spec gives custom micro-app and
 * micro-propagation work "from ordinary or bronze"; both open at bronze, so a locked right always
 * names a real amount to reach.
 */
export const rightTiers: readonly { category: number; userLevelId: LevelId }[] = [
  { category: 4, userLevelId: 2 },
  { category: 5, userLevelId: 2 },
  { category: 9, userLevelId: 3 },
  { category: 10, userLevelId: 3 },
  { category: 11, userLevelId: 3 },
];
