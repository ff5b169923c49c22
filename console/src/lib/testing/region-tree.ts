import type { RegionNode } from '@p5g/api/contract';

/**
 * A short stretch of the region tree (base/getChatbotAreaTree): Beijing down to two of its
 * districts, and Shanghai without its districts.
 */
export const regionTree: RegionNode[] = [
  {
    code: '11',
    name: '北京市',
    children: [
      {
        code: '1101',
        name: '北京市',
        children: [
          { code: '110101', name: '东城区' },
          { code: '110105', name: '朝阳区' },
        ],
      },
    ],
  },
  { code: '31', name: '上海市', children: [{ code: '3101', name: '上海市' }] },
];
