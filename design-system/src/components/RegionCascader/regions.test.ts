import { describe, expect, it } from 'vitest';
import { provinceCityTree, type Region } from '@p5g/regions';
import { findRegionPath, formatRegionPath, regionNamesOf, searchRegions } from './regions.ts';

const names = (paths: ReturnType<typeof searchRegions>) => paths.map(formatRegionPath);

describe('findRegionPath', () => {
  it.each([
    [['44', '4419'], '广东省 / 东莞市'],
    [['44', '4420'], '广东省 / 中山市'],
    [['46', '4604'], '海南省 / 儋州市'],
    [['41', '4190'], '河南省 / 省直辖县级行政区划'],
  ] as const)('finds %j in the bundled tree', (value, text) => {
    const path = findRegionPath(provinceCityTree, value);
    expect(path && formatRegionPath(path)).toBe(text);
  });

  it('gives the names the mobile form sends', () => {
    const path = findRegionPath(provinceCityTree, ['44', '4419']);
    expect(path && regionNamesOf(path)).toEqual({ provinceName: '广东省', cityName: '东莞市' });
  });

  it.each([[null], [undefined], [['44', '4604']], [['99', '9901']], [['', '']]] as const)(
    'is undefined for %j',
    (value) => {
      expect(findRegionPath(provinceCityTree, value)).toBeUndefined();
    },
  );

  it('reads the tree it is given', () => {
    const tree: Region[] = [
      { code: '01', name: '甲省', children: [{ code: '0101', name: '乙市' }] },
    ];
    expect(findRegionPath(tree, ['01', '0101'])?.city.name).toBe('乙市');
    expect(findRegionPath(provinceCityTree, ['01', '0101'])).toBeUndefined();
  });
});

describe('searchRegions', () => {
  it('finds a city by part of its name', () => {
    expect(names(searchRegions(provinceCityTree, '东莞'))).toEqual(['广东省 / 东莞市']);
  });

  it('finds every city of a province by the province name', () => {
    const guangdong = provinceCityTree.find((p) => p.code === '44');
    expect(searchRegions(provinceCityTree, '广东')).toHaveLength(guangdong?.children?.length ?? -1);
  });

  it('matches province and city typed together, with or without a separator', () => {
    for (const query of ['广东省东莞', '广东省 东莞市', '广东省 / 东莞市', ' 海南省儋州 ']) {
      expect(searchRegions(provinceCityTree, query)).toHaveLength(1);
    }
  });

  it('keeps tree order across provinces', () => {
    const cities = names(searchRegions(provinceCityTree, '州市'));
    expect(cities.indexOf('浙江省 / 杭州市')).toBeLessThan(cities.indexOf('广东省 / 广州市'));
  });

  it('finds nothing for an empty query or no match', () => {
    expect(searchRegions(provinceCityTree, '')).toEqual([]);
    expect(searchRegions(provinceCityTree, '  ')).toEqual([]);
    expect(searchRegions(provinceCityTree, '火星')).toEqual([]);
  });

  it('copes with provinces without cities', () => {
    expect(searchRegions([{ code: '71', name: '台湾省' }], '台湾')).toEqual([]);
  });
});
