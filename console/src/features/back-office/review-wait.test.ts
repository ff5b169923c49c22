import { describe, expect, it } from 'vitest';
import { waitedText } from './review-wait.ts';

describe('waitedText', () => {
  it('counts minutes, then hours and minutes, then days and hours', () => {
    expect(waitedText(0)).toBe('0分钟');
    expect(waitedText(35)).toBe('35分钟');
    expect(waitedText(60)).toBe('1小时');
    expect(waitedText(135)).toBe('2小时15分钟');
    expect(waitedText(24 * 60)).toBe('1天');
    expect(waitedText(50 * 60 + 10)).toBe('2天2小时');
  });

  it('says a review that has not started yet', () => {
    expect(waitedText(null)).toBe('未开始');
  });
});
