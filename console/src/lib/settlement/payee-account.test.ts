import { describe, expect, it } from 'vitest';
import { accountNumberForReading } from './payee-account.ts';

describe('accountNumberForReading', () => {
  it('groups the digits by four, the last group as long as it is', () => {
    expect(accountNumberForReading('0200001209200123456')).toBe('0200 0012 0920 0123 456');
    expect(accountNumberForReading('11001234')).toBe('1100 1234');
  });
});
