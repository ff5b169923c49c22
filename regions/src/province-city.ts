import { regionTree } from './full.ts';
import type { Region } from './types.ts';

export type { Region } from './types.ts';

/**
 * Provinces and their cities (two levels, 4-digit city codes), for the province/city pickers: the
 * same tree the region endpoint serves, without districts. A municipality's city bears its name
 * (北京市 › 北京市; 重庆市 also has 县); provincially-administered county-level units sit under
 * 省直辖县级行政区划.
 */
export const provinceCityTree: Region[] = regionTree.map((province) => ({
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
