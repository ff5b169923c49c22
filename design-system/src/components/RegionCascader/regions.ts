import type { Region } from '@p5g/regions';

/** A chosen region: `[provinceCode, cityCode]`, as the opening application sends it (spec §7). */
export type RegionValue = readonly [provinceCode: string, cityCode: string];

/** The names of a chosen region, for the mobile form's provinceName / cityName (spec §3). */
export type RegionNames = { provinceName: string; cityName: string };

/** A province and one of its cities. */
export type RegionPath = { province: Region; city: Region };

/** Separator between province and city wherever a path is shown as text. */
const regionPathSeparator = ' / ';

/** The province and city of `value` in `regions`, or undefined when either is not there. */
export function findRegionPath(
  regions: readonly Region[],
  value: RegionValue | null | undefined,
): RegionPath | undefined {
  if (!value) return undefined;
  const province = regions.find((p) => p.code === value[0]);
  const city = province?.children?.find((c) => c.code === value[1]);
  return province && city ? { province, city } : undefined;
}

export const formatRegionPath = ({ province, city }: RegionPath) =>
  `${province.name}${regionPathSeparator}${city.name}`;

export const regionNamesOf = ({ province, city }: RegionPath): RegionNames => ({
  provinceName: province.name,
  cityName: city.name,
});

const normalise = (text: string) => text.replace(/[\s/]+/g, '');

/**
 * Every province/city pair whose names contain `query`, in tree order: 东莞 finds 广东省 / 东莞市,
 * 广东 every city of 广东省, 广东省东莞 (province then city, spaces or a slash allowed) the one city.
 * An empty query finds nothing.
 */
export function searchRegions(regions: readonly Region[], query: string): RegionPath[] {
  const needle = normalise(query);
  if (!needle) return [];
  return regions.flatMap((province) =>
    (province.children ?? [])
      .filter((city) => `${province.name}${city.name}`.includes(needle))
      .map((city) => ({ province, city })),
  );
}
