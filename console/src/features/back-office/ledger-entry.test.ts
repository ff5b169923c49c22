import { describe, expect, it } from 'vitest';
import { ledgerEntryRequestOf, type LedgerEntryForm } from './ledger-entry.ts';

const company = '7301234567890123456';
const form = (over: Partial<LedgerEntryForm>): LedgerEntryForm => ({
  kind: 3,
  category: 1,
  amount: '',
  orderNo: '',
  reason: '',
  ...over,
});

describe('manual ledger entry', () => {
  it('sends a signed adjustment', () => {
    expect(ledgerEntryRequestOf(company, form({ amount: '-200', reason: ' 误充扣回 ' }))).toEqual({
      ok: true,
      request: { kind: 3, companyId: company, category: 1, quantity: -200, reason: '误充扣回' },
    });
  });

  it('sends a refund with or without its order', () => {
    expect(
      ledgerEntryRequestOf(
        company,
        form({ kind: 6, category: 2, amount: '10', orderNo: '202603150001', reason: '退款' }),
      ),
    ).toMatchObject({ ok: true, request: { kind: 6, quantity: 10, orderNo: '202603150001' } });
    const plain = ledgerEntryRequestOf(company, form({ kind: 6, amount: '10', reason: '退款' }));
    expect(plain.ok && 'orderNo' in plain.request).toBe(false);
  });

  it('sends a postponement in days', () => {
    expect(
      ledgerEntryRequestOf(company, form({ kind: 7, category: 4, amount: '30', reason: '补偿' })),
    ).toEqual({
      ok: true,
      request: { kind: 7, companyId: company, category: 4, days: 30, reason: '补偿' },
    });
  });

  it('puts the contract’s messages under the fields', () => {
    expect(ledgerEntryRequestOf(company, form({ amount: '0' }))).toEqual({
      ok: false,
      errors: { amount: '数量不能为0', reason: '请填写原因' },
    });
    expect(ledgerEntryRequestOf(company, form({ kind: 6, amount: '-1', reason: 'x' }))).toEqual({
      ok: false,
      errors: { amount: '数量应大于0' },
    });
    expect(ledgerEntryRequestOf(company, form({ kind: 7, amount: '', reason: 'x' }))).toEqual({
      ok: false,
      errors: { amount: '请填写延期天数' },
    });
    expect(
      ledgerEntryRequestOf(company, form({ kind: 6, amount: '1', orderNo: 'abc', reason: 'x' })),
    ).toEqual({ ok: false, errors: { orderNo: '订单号无效' } });
  });
});
