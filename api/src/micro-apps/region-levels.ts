import type { Region } from '@p5g/regions';
import { regionTree } from '@p5g/regions/full';
import { regionNamer, type RegionLevelOf } from '../contract/micro-app-answers.ts';

const levels = new Map<string, 1 | 2 | 3>();
const walk = (regions: readonly Region[], level: 1 | 2 | 3) => {
  for (const region of regions) {
    levels.set(region.code, level);
    if (region.children && level < 3) walk(region.children, (level + 1) as 2 | 3);
  }
};
walk(regionTree, 1);

/**
 * Where a region code sits in the shared tree (province, city, district). The tree stops at
 * districts: a street is a 9-digit code under a known district (the national statistical codes'
 * shape), taken as level 4.
 */
export const regionLevelOf: RegionLevelOf = (code) => {
  const known = levels.get(code);
  if (known) return known;
  return /^\d{9}$/.test(code) && levels.get(code.slice(0, 6)) === 3 ? 4 : null;
};

/** A region code as its names from the province down (a street as its district's and its code). */
export const regionNameOf = regionNamer(regionTree);
