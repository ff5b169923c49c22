/**
 * How far the customer is from the current level's threshold to the next one (spec §4):
 * (chargeMoney − levelThreshold) / (nextLevelThreshold − levelThreshold), clamped to [0, 1]. All
 * amounts in cents. The top level (`nextLevelThreshold` null) is full.
 */
export function levelProgress(
  chargeMoney: number,
  levelThreshold: number,
  nextLevelThreshold: number | null,
): number {
  if (nextLevelThreshold === null) return 1;
  const span = nextLevelThreshold - levelThreshold;
  // No span to divide: the next threshold is either reached or not.
  if (span <= 0) return chargeMoney >= nextLevelThreshold ? 1 : 0;
  return Math.min(1, Math.max(0, (chargeMoney - levelThreshold) / span));
}

/** The fill (0–1) of each of `stageCount` equal stages of a bar at `progress`: 0.5 → [1, 0.5, 0]. */
export function stageFills(progress: number, stageCount: number): number[] {
  return Array.from({ length: stageCount }, (_, stage) =>
    Math.min(1, Math.max(0, progress * stageCount - stage)),
  );
}
