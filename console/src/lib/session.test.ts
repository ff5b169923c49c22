import type { UserInfo } from '@p5g/api/contract';
import { describe, expect, it } from 'vitest';
import {
  endSession,
  homePath,
  isUnlocked,
  saveSession,
  storageKeys,
  storedUser,
  unlock,
} from './session.ts';

/** A Storage with the browser's semantics, enough for these rules. */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    keys: () => [...map.keys()].sort(),
  };
}

const user: UserInfo = {
  token: 'tok',
  account: 'demo_sub',
  platform: 2,
  userStatus: 1,
  menuNames: ['my_tpl'],
  authMenuList: ['my_tpl'],
  isChatBotManager: false,
  customerType: 1,
  showName: '陈专员',
  customSource: 1,
  customSourceType: 1,
  email: null,
};

describe('saveSession (spec §4)', () => {
  it('clears everything but the platform and the work caches, then saves user info, platform, token and menus', () => {
    const store = memoryStorage({
      platform: '1',
      account: 'old',
      tplCache: '{"a":1}',
      delSendProgress: '{"b":2}',
      shopCart: '{"demo_gold":[]}',
      stray: 'x',
    });
    expect(saveSession(store, { ...user, authMenuList: null })).toBe('/pg/tpl_management');
    expect(store.keys()).toEqual([
      'authMenuList',
      'delSendProgress',
      'platform',
      'shopCart',
      'token',
      'tplCache',
      'userInfo',
    ]);
    // Unsaved template and send work outlives the session that expired; its
    // entries are per account.
    expect(store.getItem('tplCache')).toBe('{"a":1}');
    expect(store.getItem('delSendProgress')).toBe('{"b":2}');
    expect(store.getItem('platform')).toBe('2');
    expect(store.getItem('token')).toBe('tok');
    expect(JSON.parse(store.getItem('authMenuList')!)).toBeNull();
    expect(JSON.parse(store.getItem('userInfo')!)).not.toHaveProperty('token');
    expect(storedUser(store)?.showName).toBe('陈专员');
  });

  it('sends the user to the saved first path when they may open it', () => {
    const store = memoryStorage({ firstPath: '/pe/my_tpl' });
    expect(saveSession(store, user)).toBe('/pe/my_tpl');
    const manager = { ...user, authMenuList: null, isChatBotManager: true };
    expect(saveSession(memoryStorage({ firstPath: '/account-order' }), manager)).toBe(
      '/account-order',
    );
  });

  it('never lands a sub-account on a page its role does not open', () => {
    const store = memoryStorage({ firstPath: '/account-order' });
    expect(saveSession(store, user)).toBe('/pe/my_tpl');
  });

  it('sends an operator to the management platform whatever the first path', () => {
    const store = memoryStorage({ firstPath: '/account-order' });
    expect(saveSession(store, { ...user, platform: 3 })).toBe('/manage/orders');
  });
});

describe('homePath (返回首页 of the status pages)', () => {
  const signedIn = (info: UserInfo) => {
    const store = memoryStorage();
    saveSession(store, info);
    return store;
  };

  it("is the first page a sub-account's role opens, never the template library it lacks", () => {
    expect(homePath(signedIn({ ...user, authMenuList: ['address_list'] }))).toBe(
      '/pe/address_list',
    );
    expect(homePath(signedIn(user))).toBe('/pe/my_tpl');
  });

  it('is the default landing for a manager and the first management page for an operator', () => {
    const manager = { ...user, authMenuList: null, isChatBotManager: true };
    expect(homePath(signedIn(manager))).toBe('/pg/tpl_management');
    expect(homePath(signedIn({ ...user, platform: 3 }))).toBe('/manage/orders');
  });

  it('is the default landing for a visitor (which asks them to sign in)', () => {
    expect(homePath(memoryStorage())).toBe('/pg/tpl_management');
  });
});

describe('endSession (spec §4)', () => {
  it('keeps platform, account and work caches, resets sensitive flags, and names the login page', () => {
    const store = memoryStorage({
      platform: '3',
      account: 'demo_operator',
      delSendProgress: '1',
      tplCache: '{}',
      posterCache: '{}',
      pointCache: '{}',
      shopCart: '{}',
      token: 'tok',
      userInfo: '{}',
      authMenuList: 'null',
      firstPath: '/x',
      fingerprint: 'f',
    });
    expect(endSession(store)).toBe('/manage_login');
    expect(store.keys()).toEqual([
      'account',
      'delSendProgress',
      'platform',
      'pointCache',
      'posterCache',
      'sensitiveInfo',
      'shopCart',
      'tplCache',
    ]);
    expect(JSON.parse(store.getItem(storageKeys.sensitiveInfo)!)).toEqual({
      detail_enquiry: false,
      antigen_self: false,
      gover_epidemic: false,
    });
    expect(storedUser(store)).toBeNull();
  });

  it('falls back to the default login page without a platform', () => {
    expect(endSession(memoryStorage())).toBe('/login');
  });
});

describe('sensitive-data unlocks (spec §4)', () => {
  it('an unlock lasts until the session ends, one page at a time', () => {
    const store = memoryStorage({ platform: '1', token: 'tok' });
    expect(isUnlocked(store, 'detail_enquiry')).toBe(false);
    unlock(store, 'detail_enquiry');
    expect(isUnlocked(store, 'detail_enquiry')).toBe(true);
    expect(isUnlocked(store, 'antigen_self')).toBe(false);
    endSession(store);
    expect(isUnlocked(store, 'detail_enquiry')).toBe(false);
    unlock(store, 'detail_enquiry');
    saveSession(store, user);
    expect(isUnlocked(store, 'detail_enquiry')).toBe(false);
  });

  it('a damaged flag store counts as locked', () => {
    const store = memoryStorage({ sensitiveInfo: '{oops' });
    expect(isUnlocked(store, 'detail_enquiry')).toBe(false);
    unlock(store, 'detail_enquiry');
    expect(isUnlocked(store, 'detail_enquiry')).toBe(true);
  });
});
