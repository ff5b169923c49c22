import { describe, expect, it } from 'vitest';
import { expiryLeft, expiryText } from './expiry.ts';

const expiresAt = new Date('2026-11-30T02:00:00Z');
const before = (ms: number) => new Date(expiresAt.getTime() - ms);
const minute = 60 * 1000;
const hour = 60 * minute;
const day = 24 * hour;

describe('expiryLeft', () => {
  it('counts whole days and hours, rounding down', () => {
    expect(expiryLeft(expiresAt, before(7 * day))).toEqual({
      state: 'valid',
      days: 7,
      hours: 0,
    });
    expect(expiryLeft(expiresAt, before(7 * day - minute))).toEqual({
      state: 'valid',
      days: 6,
      hours: 23,
    });
    expect(expiryLeft(expiresAt, before(25 * hour))).toEqual({ state: 'valid', days: 1, hours: 1 });
  });

  it('is urgent from just under 24 hours left, not at 24 hours', () => {
    expect(expiryLeft(expiresAt, before(day))).toEqual({ state: 'valid', days: 1, hours: 0 });
    expect(expiryLeft(expiresAt, before(day - 1))).toEqual({ state: 'urgent', days: 0, hours: 23 });
    expect(expiryLeft(expiresAt, before(5 * hour + 30 * minute))).toEqual({
      state: 'urgent',
      days: 0,
      hours: 5,
    });
    expect(expiryLeft(expiresAt, before(1))).toEqual({ state: 'urgent', days: 0, hours: 0 });
  });

  it('has expired at the expiry moment and after it', () => {
    expect(expiryLeft(expiresAt, expiresAt)).toEqual({ state: 'expired' });
    expect(expiryLeft(expiresAt, before(-day))).toEqual({ state: 'expired' });
  });

  it('treats an invalid expiry as expired rather than counting NaN', () => {
    expect(expiryLeft(new Date('not a date'), expiresAt)).toEqual({ state: 'expired' });
  });
});

describe('expiryText', () => {
  it('words each case', () => {
    expect(expiryText({ state: 'valid', days: 6, hours: 23 })).toBe('剩余6天23小时');
    expect(expiryText({ state: 'valid', days: 1, hours: 0 })).toBe('剩余1天0小时');
    expect(expiryText({ state: 'urgent', days: 0, hours: 5 })).toBe('剩余5小时');
    expect(expiryText({ state: 'urgent', days: 0, hours: 0 })).toBe('剩余不足1小时');
    expect(expiryText({ state: 'expired' })).toBe('已过期');
  });
});
