/** Customer levels (spec §1): 0 trial, 1 ordinary, 2 bronze, 3 silver, 4 gold. */
export const levelIds = [0, 1, 2, 3, 4] as const;

export type LevelId = (typeof levelIds)[number];

/** Default display name of each level. */
export const levelNames: Record<LevelId, string> = {
  0: '试用客户',
  1: '普通客户',
  2: '铜牌客户',
  3: '银牌客户',
  4: '金牌客户',
};

/**
 * The level a yearly spend leads to next (spec §1): trial and ordinary both lead to bronze, since
 * any purchase makes a trial account ordinary and ordinary is no spend goal; none above gold.
 */
export function nextLevelIdOf(levelId: LevelId): LevelId | null {
  if (levelId === 4) return null;
  return levelId === 0 ? 2 : ((levelId + 1) as LevelId);
}

/** Categories of the level benefits (spec §4 right categories). */
export const benefitCategories = [4, 5, 9, 10, 11] as const;

export type BenefitCategory = (typeof benefitCategories)[number];

/** Default display name of each benefit category. */
export const benefitNames: Record<BenefitCategory, string> = {
  4: '微应用定制',
  5: '微传播定制',
  9: '政务服务创新资讯',
  10: '优秀微传播展示',
  11: '优秀微应用展示',
};
