import { describe, expect, it } from 'vitest';
import { endSession, storageKeys } from '../../lib/session.ts';
import {
  cachedSendProgress,
  emptySendProgress,
  forgetSendProgress,
  hasProgress,
  keepSendProgress,
} from './send-progress.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const now = new Date('2026-11-23T02:00:00Z');
const typed = { ...emptySendProgress, mobilesText: '13800000001\n13800000002', groupIds: ['9'] };

describe('delSendProgress', () => {
  it('keeps the form per account and per template under delSendProgress', () => {
    const store = memoryStorage();
    keepSendProgress(store, 'alice', '7', typed, now);
    keepSendProgress(store, 'bob', '7', emptySendProgress, now);
    expect(cachedSendProgress(store, 'alice', '7')).toEqual({
      savedAt: now.toISOString(),
      form: typed,
    });
    expect(cachedSendProgress(store, 'alice', '8')).toBeNull();
    expect(cachedSendProgress(store, 'bob', '7')?.form).toEqual(emptySendProgress);
    expect(JSON.parse(store.getItem(storageKeys.delSendProgress)!)).toHaveProperty('alice.7');
  });

  it('survives the end of a session (spec §4)', () => {
    const store = memoryStorage();
    store.setItem(storageKeys.token, 'tok');
    keepSendProgress(store, 'alice', '7', typed, now);
    endSession(store);
    expect(store.getItem(storageKeys.token)).toBeNull();
    expect(cachedSendProgress(store, 'alice', '7')?.form).toEqual(typed);
  });

  it('is forgotten once the task is created', () => {
    const store = memoryStorage();
    keepSendProgress(store, 'alice', '7', typed, now);
    forgetSendProgress(store, 'alice', '7');
    expect(cachedSendProgress(store, 'alice', '7')).toBeNull();
    expect(store.getItem(storageKeys.delSendProgress)).toBe('{}');
  });

  it('an untouched form is not worth offering back', () => {
    expect(hasProgress(emptySendProgress)).toBe(false);
    expect(hasProgress({ ...emptySendProgress, mobilesText: ' \n' })).toBe(false);
    expect(hasProgress(typed)).toBe(true);
    expect(hasProgress({ ...emptySendProgress, timing: 'scheduled' })).toBe(true);
  });
});
