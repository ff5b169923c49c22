import { describe, expect, it } from 'vitest';
import { regionTree } from '../../../../design-system/src/test-support/region-tree.ts';
import { addressChoices, addressToSave, blankAddress, chooseLevel } from './card-address.ts';

describe('addressChoices', () => {
  it('offers the cities and districts under what is chosen, none before', () => {
    expect(addressChoices(regionTree, blankAddress)).toEqual({
      provinces: regionTree,
      cities: [],
      districts: [],
    });
    const chosen = { ...blankAddress, provinceCode: '11', cityCode: '1101' };
    expect(addressChoices(regionTree, chosen).districts.map((d) => d.name)).toEqual([
      '东城区',
      '西城区',
      '朝阳区',
    ]);
  });
});

describe('chooseLevel', () => {
  const full = {
    provinceCode: '11',
    cityCode: '1101',
    districtCode: '110105',
    streetCode: '110105001',
    detail: '建国路1号',
  };

  it('clears the levels below a new choice and keeps the detail line', () => {
    expect(chooseLevel(full, 'provinceCode', '31')).toEqual({
      ...blankAddress,
      provinceCode: '31',
      detail: '建国路1号',
    });
    expect(chooseLevel(full, 'districtCode', '110101')).toEqual({
      ...full,
      districtCode: '110101',
      streetCode: '',
    });
  });

  it('changes nothing when the same region is chosen again', () => {
    expect(chooseLevel(full, 'cityCode', '1101')).toBe(full);
  });
});

describe('addressToSave', () => {
  it('saves no address until something is filled in', () => {
    expect(addressToSave(blankAddress)).toBeNull();
    expect(addressToSave({ ...blankAddress, provinceCode: '11' })).toEqual({
      ...blankAddress,
      provinceCode: '11',
    });
  });
});
