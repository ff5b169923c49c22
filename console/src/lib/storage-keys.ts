// No imports: the public pages' boot.ts reads it before anything else of the app has loaded.

/** Local-storage keys of spec §3. */
export const storageKeys = {
  userInfo: 'userInfo',
  platform: 'platform',
  token: 'token',
  authMenuList: 'authMenuList',
  firstPath: 'firstPath',
  fingerprint: 'fingerprint',
  account: 'account',
  delSendProgress: 'delSendProgress',
  tplCache: 'tplCache',
  posterCache: 'posterCache',
  pointCache: 'pointCache',
  /** The sensitive-data unlock flags of spec §4, kept together. */
  sensitiveInfo: 'sensitiveInfo',
  /** Where the user dragged the floating side menu (kept until the session ends). */
  sideMenuPosition: 'sideMenuPosition',
  /**
   * Each account's shop cart until it is settled (not a key of spec §3): a work cache
   * with entries per account, so it outlives reloads, logout and the next sign-in.
   */
  shopCart: 'shopCart',
} as const;

/** Whether the browser holds a session (its token and user info), whatever they say. */
export const holdsSession = (store: Pick<Storage, 'getItem'>) =>
  Boolean(store.getItem(storageKeys.userInfo) && store.getItem(storageKeys.token));
