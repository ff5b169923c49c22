import { describe, expect, it } from 'vitest';
import { amountMismatch, approvalCredits, orderReviewDone } from './order-approval.ts';

const item = { id: '1', title: 2, kind: 1, price: 100, quantity: 50 };

describe('approvalCredits', () => {
  it('names each line with its repetitions, as the ledger entry will', () => {
    expect(
      approvalCredits({
        items: [
          { ...item, name: '微应用套餐（50个）', repetitions: 2 },
          { ...item, name: '5G消息包（1万条）', repetitions: 1 },
        ],
      }),
    ).toEqual(['微应用套餐（50个）×2', '5G消息包（1万条）×1']);
  });
});

describe('amountMismatch', () => {
  it('warns when the remitted amount differs from the order amount, by a cent or more', () => {
    expect(amountMismatch({ fee: 1_200_000, pay: 1_200_050 })).toBe(
      '汇款金额¥12,000.50与订单金额¥12,000.00不一致，请核对汇款凭证',
    );
    expect(amountMismatch({ fee: 1_200_000, pay: 1_199_999 })).toContain('¥11,999.99');
  });

  it('says nothing when they match', () => {
    expect(amountMismatch({ fee: 1_200_000, pay: 1_200_000 })).toBeNull();
  });
});

describe('orderReviewDone', () => {
  it('says 审核通过 once an order is approved, without a doubled 成功', () => {
    expect(orderReviewDone.approve).toBe('审核通过');
    expect(Object.values(orderReviewDone).filter((text) => text.includes('通过成功'))).toEqual([]);
  });
});
