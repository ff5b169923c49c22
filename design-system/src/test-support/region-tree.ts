import type { Region } from '@p5g/regions';

/**
 * A short stretch of the region tree for stories and tests: 北京市 and 广东省 down to a few of
 * their districts, and 上海市 without its districts.
 */
export const regionTree: Region[] = [
  {
    code: '11',
    name: '北京市',
    children: [
      {
        code: '1101',
        name: '北京市',
        children: [
          { code: '110101', name: '东城区' },
          { code: '110102', name: '西城区' },
          { code: '110105', name: '朝阳区' },
        ],
      },
    ],
  },
  { code: '31', name: '上海市', children: [{ code: '3101', name: '上海市' }] },
  {
    code: '44',
    name: '广东省',
    children: [
      {
        code: '4401',
        name: '广州市',
        children: [
          { code: '440103', name: '荔湾区' },
          { code: '440104', name: '越秀区' },
        ],
      },
    ],
  },
];
