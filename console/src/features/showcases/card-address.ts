import type { CardAddress } from '@p5g/api/contract';

type RegionNode = { code: string; name: string; children?: RegionNode[] };

/** The address as the form holds it: each level chosen or empty. */
export type AddressForm = {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  streetCode: string;
  detail: string;
};

export const blankAddress: AddressForm = {
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  streetCode: '',
  detail: '',
};

/** The choices of each level under what is chosen above it (none until that is chosen). */
export function addressChoices(tree: readonly RegionNode[], address: AddressForm) {
  const cities = tree.find((p) => p.code === address.provinceCode)?.children ?? [];
  const districts = cities.find((c) => c.code === address.cityCode)?.children ?? [];
  return { provinces: tree, cities, districts };
}

/**
 * The address after one level is chosen: the levels below it are cleared, since they belonged
 * to the former choice.
 */
export function chooseLevel(
  address: AddressForm,
  level: 'provinceCode' | 'cityCode' | 'districtCode',
  code: string,
): AddressForm {
  if (address[level] === code) return address;
  const below = {
    provinceCode: { cityCode: '', districtCode: '', streetCode: '' },
    cityCode: { districtCode: '', streetCode: '' },
    districtCode: { streetCode: '' },
  }[level];
  return { ...address, ...below, [level]: code };
}

/** What the card saves: no address while nothing is chosen, else the address as it stands. */
export function addressToSave(address: AddressForm): CardAddress | null {
  const untouched = Object.values(address).every((value) => value.trim() === '');
  return untouched ? null : address;
}
