import { beforeEach, describe, expect, it } from 'vitest';
import type { TemplateSaveRequest } from '@p5g/api/contract';
import {
  cacheKeyOf,
  cachedTemplate,
  forgetTemplate,
  isWorthRestoring,
  keepTemplate,
} from './template-cache.ts';

class MemoryStore {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

const form = (text: string): TemplateSaveRequest => ({
  chatbotId: '7',
  name: '通知',
  industry: 'government',
  content: { kind: 'text', text, suggestions: [], fallbackSms: '短信' },
});

describe('tplCache', () => {
  let store: MemoryStore;
  beforeEach(() => (store = new MemoryStore()));

  it('keeps work per account and per template under tplCache', () => {
    const now = new Date('2026-11-23T02:00:00Z');
    keepTemplate(store, 'alice', cacheKeyOf(undefined), form('新的'), now);
    keepTemplate(store, 'alice', cacheKeyOf('42'), form('改的'), now);
    keepTemplate(store, 'bob', 'new', form('别人的'), now);
    expect(cachedTemplate(store, 'alice', 'new')).toEqual({
      savedAt: '2026-11-23T02:00:00.000Z',
      form: form('新的'),
    });
    expect(cachedTemplate(store, 'alice', '42')?.form).toEqual(form('改的'));
    expect(cachedTemplate(store, 'bob', '42')).toBeNull();
    expect(Object.keys(JSON.parse(store.getItem('tplCache')!))).toEqual(['alice', 'bob']);
  });

  it('forgets one template and leaves the others', () => {
    const now = new Date();
    keepTemplate(store, 'alice', 'new', form('一'), now);
    keepTemplate(store, 'alice', '42', form('二'), now);
    forgetTemplate(store, 'alice', 'new');
    expect(cachedTemplate(store, 'alice', 'new')).toBeNull();
    expect(cachedTemplate(store, 'alice', '42')).not.toBeNull();
    forgetTemplate(store, 'alice', '42');
    expect(JSON.parse(store.getItem('tplCache')!)).toEqual({});
  });

  it('reads a damaged cache as empty', () => {
    store.setItem('tplCache', '{not json');
    expect(cachedTemplate(store, 'alice', 'new')).toBeNull();
    keepTemplate(store, 'alice', 'new', form('一'), new Date());
    expect(cachedTemplate(store, 'alice', 'new')?.form).toEqual(form('一'));
  });
});

describe('isWorthRestoring', () => {
  const cached = { savedAt: '2026-11-23T02:00:00.000Z', form: form('未保存') };

  it('offers work on a template never saved', () => {
    expect(isWorthRestoring(cached, null)).toBe(true);
    expect(isWorthRestoring(null, null)).toBe(false);
  });

  it('offers work newer than the last save that differs from it', () => {
    expect(
      isWorthRestoring(cached, { form: form('已保存'), updateTime: '2026-11-23T01:00:00Z' }),
    ).toBe(true);
  });

  it('drops work a later save overtook, or that equals what is saved', () => {
    expect(
      isWorthRestoring(cached, { form: form('已保存'), updateTime: '2026-11-23T03:00:00Z' }),
    ).toBe(false);
    expect(
      isWorthRestoring(cached, { form: form('未保存'), updateTime: '2026-11-23T01:00:00Z' }),
    ).toBe(false);
  });
});
