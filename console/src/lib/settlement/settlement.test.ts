import { chargeRequest, rechargeRequest } from '@p5g/api/contract';
import { describe, expect, it } from 'vitest';
import {
  centsToYuanInput,
  chargePayload,
  rechargePayload,
  settlementForm,
  settlementMessages,
} from './settlement.ts';

const key = '0b9f7a52-3c1e-4d8e-9b0a-1f2e3d4c5b6a';
const lines = [
  { productId: '7301234567890123456', title: '5G消息套餐（1万条）', price: 1_200_000, quantity: 2 },
  { productId: '7301234567890123457', title: '微应用套餐（50个）', price: 5_000_000, quantity: 1 },
];
const messagesOf = (mode: 'add' | 'edit', form: object) => {
  const result = settlementForm(mode).safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('settlement form (spec §5)', () => {
  it('says what is missing, in the spec’s words', () => {
    expect(messagesOf('add', { pay: '', flowNo: '', prove: '' })).toEqual([
      '请输入汇款金额',
      '请输入汇款的交易流水编号',
      '请上传汇款凭证',
    ]);
  });

  it('refuses a zero amount and more than two decimals', () => {
    expect(messagesOf('add', { pay: '0', flowNo: 'F1', prove: 'u' })).toEqual([
      '请输入正确的汇款金额',
    ]);
    expect(messagesOf('add', { pay: '1.234', flowNo: 'F1', prove: 'u' })).toEqual([
      '请输入正确的汇款金额',
    ]);
  });

  it('does not check the amount when editing (it cannot be changed)', () => {
    expect(messagesOf('edit', { pay: '', flowNo: 'F1', prove: 'u' })).toEqual([]);
  });

  it('has the success and failure messages of spec §8', () => {
    expect(settlementMessages.add).toEqual({
      success: '订单已提交成功，等待审核',
      failure: '结算失败',
    });
    expect(settlementMessages.edit).toEqual({ success: '修改成功', failure: '修改失败' });
  });
});

describe('charge payload', () => {
  it('sends the amount in exact cents and the cart lines by id', () => {
    const payload = chargePayload(
      { pay: '34000.10', flowNo: ' HX2026 ', prove: '/api/platform/files/1?sig=x', remark: '' },
      lines,
      key,
    );
    expect(payload).toEqual({
      pay: 3_400_010,
      flowNo: 'HX2026',
      prove: '/api/platform/files/1?sig=x',
      chargeList: [
        { id: '7301234567890123456', repetitions: 2 },
        { id: '7301234567890123457', repetitions: 1 },
      ],
      requestKey: key,
    });
    // It is what the server accepts.
    expect(chargeRequest.safeParse(payload).success).toBe(true);
  });

  it('converts without float error and keeps a remark', () => {
    expect(
      chargePayload({ pay: '0.29', flowNo: 'F', prove: 'u', remark: ' 加急 ' }, lines, key),
    ).toMatchObject({ pay: 29, remark: '加急' });
  });

  it('refuses to build a payload from an amount that is not yuan', () => {
    expect(() => chargePayload({ pay: '1,000', flowNo: 'F', prove: 'u' }, lines, key)).toThrow(
      RangeError,
    );
  });
});

describe('recharge payload', () => {
  it('names the order and leaves the amount out', () => {
    const payload = rechargePayload(
      { pay: '12000.00', flowNo: 'F2', prove: 'u2', remark: '重新上传' },
      '202603150001',
      key,
    );
    expect(payload).toEqual({
      orderNo: '202603150001',
      flowNo: 'F2',
      prove: 'u2',
      remark: '重新上传',
      requestKey: key,
    });
    expect(rechargeRequest.safeParse(payload).success).toBe(true);
  });

  it('shows cents as a plain yuan figure for the read-only amount', () => {
    expect(centsToYuanInput(120_050)).toBe('1200.50');
    expect(centsToYuanInput(7)).toBe('0.07');
  });
});
