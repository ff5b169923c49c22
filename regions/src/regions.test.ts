import { describe, expect, it } from 'vitest';
import { regionTree } from './full.ts';
import { provinceCityTree, regionNames } from './province-city.ts';

const city = (code: string) =>
  regionTree.flatMap((p) => p.children ?? []).find((c) => c.code === code);

describe('region tree (spec §3)', () => {
  it('has 2-digit provinces, 4-digit cities and 6-digit districts', () => {
    expect(regionTree.length).toBeGreaterThanOrEqual(31);
    for (const province of regionTree) {
      expect(province.code).toMatch(/^\d{2}$/);
      for (const c of province.children ?? []) {
        expect(c.code).toMatch(/^\d{4}$/);
        expect(c.code.startsWith(province.code)).toBe(true);
        for (const district of c.children ?? []) expect(district.code).toMatch(/^\d{6}$/);
      }
    }
  });

  it.each([
    ['4419', '东莞市'],
    ['4420', '中山市'],
    ['4604', '儋州市'],
    ['6202', '嘉峪关市'],
  ])('city %s (%s) has one child repeating its name', (code, name) => {
    expect(city(code)).toEqual({ code, name, children: [{ code: `${code}00`, name }] });
  });

  it.each([
    ['1101', '北京市'],
    ['1201', '天津市'],
    ['3101', '上海市'],
    ['5001', '重庆市'],
  ])('names the municipality %s after itself (%s), not 市辖区', (code, name) => {
    expect(city(code)?.name).toBe(name);
    expect(regionNames(code.slice(0, 2), code)).toEqual({ provinceName: name, cityName: name });
  });

  it('has no city called 市辖区', () => {
    expect(regionTree.flatMap((p) => p.children ?? []).filter((c) => c.name === '市辖区')).toEqual(
      [],
    );
  });

  it('includes provincially-administered county-level units', () => {
    const henan = regionTree.find((p) => p.name === '河南省');
    const unit = henan?.children?.find((c) => c.name === '省直辖县级行政区划');
    expect(unit?.children?.map((d) => d.name)).toContain('济源市');
  });

  it('offers the same provinces and cities in the two-level tree, all with 4-digit city codes', () => {
    expect(provinceCityTree.map((p) => p.code)).toEqual(regionTree.map((p) => p.code));
    expect(
      provinceCityTree.flatMap((p) => p.children ?? []).every((c) => /^\d{4}$/.test(c.code)),
    ).toBe(true);
    expect(regionNames('41', '4190')).toEqual({
      provinceName: '河南省',
      cityName: '省直辖县级行政区划',
    });
    expect(provinceCityTree.every((p) => p.children?.every((c) => c.children === undefined))).toBe(
      true,
    );
    expect(regionNames('44', '4419')).toEqual({ provinceName: '广东省', cityName: '东莞市' });
    expect(regionNames('44', '9999')).toBeUndefined();
  });
});
