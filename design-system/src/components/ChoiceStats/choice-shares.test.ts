import { describe, expect, it } from 'vitest';
import { choiceShares } from './choice-shares.ts';

describe('choiceShares', () => {
  it('gives each choice its rounded share of the people who answered', () => {
    const { rows, peak } = choiceShares(
      [
        { label: '满意', count: 2 },
        { label: '一般', count: 1 },
      ],
      3,
    );
    expect(rows.map((r) => r.percent)).toEqual([67, 33]);
    expect(peak).toBe(2);
  });

  it('lets multiple-choice shares pass 100 in total', () => {
    const { rows } = choiceShares(
      [
        { label: '上午', count: 4 },
        { label: '下午', count: 3 },
      ],
      5,
    );
    expect(rows.map((r) => r.percent)).toEqual([80, 60]);
  });

  it('is all zero before anyone answered', () => {
    const { rows, peak } = choiceShares([{ label: '是', count: 0 }], 0);
    expect(rows[0]?.percent).toBe(0);
    expect(peak).toBe(0);
  });
});
