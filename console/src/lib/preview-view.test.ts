import { describe, expect, it } from 'vitest';
import { capabilityText, carriersText, countText } from './preview-view.ts';

describe('preview figures', () => {
  it('counts have thousands separators', () => {
    expect(countText(100000)).toBe('100,000');
  });

  it('the capability split is named in the contract’s words and order', () => {
    expect(capabilityText({ unknown: 5, sms: 15, rcs: 1080 })).toBe(
      '5G消息 1,080，短信回落 15，未知 5',
    );
  });

  it('carriers without numbers are left out', () => {
    expect(
      carriersText([
        { carrierName: '中国移动', count: 50 },
        { carrierName: '中国电信', count: 0 },
        { carrierName: '中国联通', count: 30 },
      ]),
    ).toBe('中国移动 50，中国联通 30');
    expect(carriersText([])).toBe('无');
  });
});
