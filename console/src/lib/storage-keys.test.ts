import { describe, expect, it } from 'vitest';
import { holdsSession, storageKeys } from './storage-keys.ts';

const storeWith = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
});

describe('holdsSession', () => {
  it('needs both the token and the user info', () => {
    expect(
      holdsSession(storeWith({ [storageKeys.token]: 't', [storageKeys.userInfo]: '{}' })),
    ).toBe(true);
    expect(holdsSession(storeWith({ [storageKeys.token]: 't' }))).toBe(false);
    expect(holdsSession(storeWith({ [storageKeys.userInfo]: '{}' }))).toBe(false);
    expect(holdsSession(storeWith({ [storageKeys.platform]: '1' }))).toBe(false);
  });
});
