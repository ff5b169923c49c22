import { describe, expect, it } from 'vitest';
import { billTabs } from './bill-tabs.ts';

describe('bill tabs (spec §2)', () => {
  it('orders the bill tabs 2, 3, 4, 5, 1', () => {
    expect(billTabs.map((tab) => tab.id)).toEqual([2, 3, 4, 5, 1]);
    expect(billTabs.map((tab) => tab.title)).toEqual([
      '微传播/微应用',
      '+媒体',
      '商务展示',
      '电子画册',
      '5G消息',
    ]);
  });
});
