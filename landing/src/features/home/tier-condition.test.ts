import { describe, expect, it } from 'vitest';
import { tierCondition } from './tier-condition.ts';

describe('tierCondition', () => {
  it('names what earns each tier of spec §1', () => {
    expect(tierCondition(null)).toBe('新注册账号');
    expect(tierCondition(0)).toBe('任意一笔消费');
    expect(tierCondition(1_000_000)).toBe('近365天消费满¥10,000.00');
    expect(tierCondition(30_000_000)).toBe('近365天消费满¥300,000.00');
  });
});
