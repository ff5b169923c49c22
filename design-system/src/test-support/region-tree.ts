import type { Region } from '@p5g/regions';

const region = (code: string, name: string, children?: Region[]): Region =>
  children ? { code, name, children } : { code, name };

/**
 * A short stretch of the region tree for stories and tests: 北京市 and 广东省 down to a few of
 * their districts, and 上海市 without its districts.
 */
export const regionTree: Region[] = [
  region('11', '北京市', [
    region('1101', '北京市', [
      region('110101', '东城区'),
      region('110102', '西城区'),
      region('110105', '朝阳区'),
    ]),
  ]),
  region('31', '上海市', [region('3101', '上海市')]),
  region('44', '广东省', [
    region('4401', '广州市', [region('440103', '荔湾区'), region('440104', '越秀区')]),
  ]),
];
