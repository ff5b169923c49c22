import { describe, expect, it } from 'vitest';
import { carrierOfMobile, numberSegments } from './segments.ts';

describe('number segments', () => {
  it('names the carrier of well-known segments', () => {
    expect(carrierOfMobile('13812341234')).toBe('cmcc');
    expect(carrierOfMobile('15912341234')).toBe('cmcc');
    expect(carrierOfMobile('19812341234')).toBe('cmcc');
    expect(carrierOfMobile('13012341234')).toBe('cucc');
    expect(carrierOfMobile('18612341234')).toBe('cucc');
    expect(carrierOfMobile('13312341234')).toBe('ctcc');
    expect(carrierOfMobile('18912341234')).toBe('ctcc');
    expect(carrierOfMobile('19912341234')).toBe('ctcc');
  });

  it('matches four-digit exceptions before their three-digit segment', () => {
    expect(carrierOfMobile('13412341234')).toBe('cmcc');
    expect(carrierOfMobile('13492341234')).toBe('ctcc');
    expect(carrierOfMobile('17001234123')).toBe('ctcc');
    expect(carrierOfMobile('17031234123')).toBe('cmcc');
    expect(carrierOfMobile('17041234123')).toBe('cucc');
  });

  it('sends unallocated segments and 中国广电 through 中国移动', () => {
    expect(carrierOfMobile('15412341234')).toBe('cmcc');
    expect(carrierOfMobile('19212341234')).toBe('cmcc');
  });

  it('gives every segment to one carrier only', () => {
    const all = Object.values(numberSegments).flatMap((s) => [...s.three, ...s.four]);
    expect(new Set(all).size).toBe(all.length);
  });
});
