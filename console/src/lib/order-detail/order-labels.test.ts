import { describe, expect, it } from 'vitest';
import { orderActionLabel, orderSourceLabel } from './order-labels.ts';

describe('order detail labels', () => {
  it('names history steps, and shows an unknown one as sent', () => {
    expect(orderActionLabel('return')).toBe('退回修改');
    expect(orderActionLabel('approve')).toBe('审核通过');
    expect(orderActionLabel('archive')).toBe('archive');
    expect(orderActionLabel('constructor')).toBe('constructor');
  });

  it('names the three sources of spec §3', () => {
    expect([1, 2, 3, 4].map(orderSourceLabel)).toEqual(['前台下单', '后台录入', '服务商下单', '-']);
  });
});
