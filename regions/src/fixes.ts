import type { Region } from './types.ts';

const isDistrict = (region: Region) => /^\d{6}$/.test(region.code);

/**
 * A city's districts. Cities without districts (东莞市, 中山市, 儋州市, 嘉峪关市) are listed in the
 * dataset with their towns and streets instead; the platform shows a single child repeating the
 * city's name (spec §3), with the city's 6-digit code.
 */
export function districtsOf(city: Region): Region[] {
  const children = city.children ?? [];
  if (children.length > 0 && children.every(isDistrict)) {
    return children.map(({ code, name }) => ({ code, name }));
  }
  return [{ code: `${city.code}00`, name: city.name }];
}

/**
 * A city's name as the platform shows it: the dataset calls the city level of a municipality
 * (北京, 天津, 上海, 重庆) 市辖区, which reads as no place at all; it takes the municipality's name.
 */
export const cityName = (province: Region, city: Region) =>
  city.name === '市辖区' ? province.name : city.name;
