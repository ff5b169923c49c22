import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './format-badge-count.ts';

describe('formatBadgeCount', () => {
  it('shows the number up to the maximum', () => {
    expect(formatBadgeCount(0, 99)).toBe('0');
    expect(formatBadgeCount(7, 99)).toBe('7');
    expect(formatBadgeCount(99, 99)).toBe('99');
  });

  it('caps above the maximum', () => {
    expect(formatBadgeCount(100, 99)).toBe('99+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
  });
});
