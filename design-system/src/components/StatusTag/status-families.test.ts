import { describe, expect, it } from 'vitest';
import { getStatus, statusFamilies, statusFamilyNames, statusTones } from './status-families.ts';

describe('statusFamilies', () => {
  it('gives every value of every family a label and a known tone', () => {
    for (const family of statusFamilyNames) {
      for (const [value, entry] of Object.entries(statusFamilies[family])) {
        expect(entry.label.trim(), `${family}.${value}`).not.toBe('');
        expect(statusTones, `${family}.${value}`).toContain(entry.tone);
        expect(getStatus(family, value)).toEqual(entry);
      }
    }
  });

  it('covers the values of spec §4', () => {
    const values = (family: keyof typeof statusFamilies) => Object.keys(statusFamilies[family]);
    expect(values('sendTask')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(values('billKind')).toEqual(['1', '3', '4', '5', '6', '7']);
    expect(values('purchaseOrder')).toEqual(['1', '2', '3', '4', '5']);
    expect(values('orderList')).toEqual(['0', '1', '2', '3', '4']);
    expect(values('message')).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '10']);
    expect(values('review')).toEqual(['reviewing', 'rejected', 'passed', 'invalid']);
    expect(values('supportRight')).toEqual(['1', '2', '3']);
    expect(values('customService')).toEqual(['1', '2', '3']);
  });

  it("tells the platform review from the carriers' review, in the same tone", () => {
    expect(getStatus('message', 2)).toEqual({ label: '平台审核中', tone: 'warning' });
    expect(getStatus('message', 6)).toEqual({ label: '运营商审核中', tone: 'warning' });
    expect(getStatus('message', 4)).toEqual({ label: '平台驳回', tone: 'danger' });
    expect(getStatus('message', 7)).toEqual({ label: '运营商驳回', tone: 'danger' });
  });
});

describe('getStatus', () => {
  it('reads numbers and numeric strings alike', () => {
    expect(getStatus('purchaseOrder', 2)).toEqual({ label: '购买成功', tone: 'success' });
    expect(getStatus('purchaseOrder', '2')).toEqual({ label: '购买成功', tone: 'success' });
  });

  it('returns null for values the spec does not name', () => {
    expect(getStatus('billKind', 2)).toBeNull();
    expect(getStatus('billKind', 8)).toBeNull();
    expect(getStatus('message', 8)).toBeNull();
    expect(getStatus('sendTask', -1)).toBeNull();
    expect(getStatus('review', 'toString')).toBeNull();
    expect(getStatus('orderList', null)).toBeNull();
    expect(getStatus('orderList', undefined)).toBeNull();
    expect(getStatus('orderList', '')).toBeNull();
  });

  it('shows a refund as a neutral ledger movement, not an error', () => {
    expect(getStatus('billKind', 6)).toEqual({ label: '退款', tone: 'neutral' });
  });

  it('gives 待发送 and 发送中 icons of their own, since they share a tone', () => {
    const [scheduled, sending] = [getStatus('sendTask', 2), getStatus('sendTask', 3)];
    expect(scheduled?.tone).toBe(sending?.tone);
    expect(scheduled?.icon).toBe('scheduled');
    expect(sending?.icon).toBe('sending');
  });
});
