import { nextTierOf, rightTiers, tiers, type LevelId } from '../contract/tiers.ts';
import { addMonths, dayMs, startOfYear } from '../lib/calendar.ts';

/** An approved purchase: when it took effect and its catalogue value in cents. */
export type Purchase = { at: Date; amount: number };

const yearMs = 365 * dayMs;

/** Spend in the 365 days up to and including `at`. */
export function spendWithinYear(purchases: readonly Purchase[], at: Date): number {
  const end = at.getTime();
  return purchases
    .filter((p) => p.at.getTime() <= end && p.at.getTime() > end - yearMs)
    .reduce((sum, p) => sum + p.amount, 0);
}

/** The paid tier a yearly spend reaches (ordinary when below bronze). */
export function tierForSpend(spend: number): LevelId {
  for (let i = tiers.length - 1; i >= 2; i -= 1)
    if (spend >= tiers[i]!.threshold) return tiers[i]!.levelId;
  return 1;
}

export type TierStanding = {
  levelId: LevelId;
  /** Spend within the last 365 days, cents. */
  chargeMoney: number;
  /** A trial account past three months without a purchase (spec §1). */
  serviceStopped: boolean;
};

/**
 * The tier at `now` (spec §1): trial until any purchase; otherwise the tier assessed on 1 January
 * (from the spend of the 365 days before it), raised at once by any purchase this year that lifts
 * the yearly spend over a threshold. It only goes down at the next 1 January.
 */
export function tierAt(createdAt: Date, purchases: readonly Purchase[], now: Date): TierStanding {
  const past = purchases.filter((p) => p.at.getTime() <= now.getTime());
  const chargeMoney = spendWithinYear(past, now);
  if (past.length === 0) {
    return { levelId: 0, chargeMoney, serviceStopped: now >= addMonths(createdAt, 3) };
  }
  const yearStart = startOfYear(now);
  const assessed = tierForSpend(spendWithinYear(past, new Date(yearStart.getTime() - 1)));
  const raised = past
    .filter((p) => p.at >= yearStart)
    .map((p) => tierForSpend(spendWithinYear(past, p.at)));
  return {
    levelId: Math.max(assessed, ...raised) as LevelId,
    chargeMoney,
    serviceStopped: false,
  };
}

/** Level info of spec §3 for a standing. */
export function levelInfoOf(standing: TierStanding) {
  const tier = tiers[standing.levelId];
  const next = nextTierOf(standing.levelId);
  return {
    levelId: tier.levelId,
    levelName: tier.levelName,
    chargeMoney: standing.chargeMoney,
    levelThreshold: tier.threshold,
    nextLevelThreshold: next?.threshold ?? null,
    serviceStopped: standing.serviceStopped,
    rightList: rightTiers.map((r) => ({
      category: r.category,
      threshold: tiers[r.userLevelId].threshold,
      userLevelId: r.userLevelId,
    })),
  };
}

/** Whether a tier holds a right of the given category; categories without a tier rule are open. */
export function holdsRight(levelId: LevelId, category: number): boolean {
  const rule = rightTiers.find((r) => r.category === category);
  return !rule || levelId >= rule.userLevelId;
}
