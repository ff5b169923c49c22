import type { Platform, UserInfo } from '@p5g/api/contract';
import { manageLandingPath } from './manage-pages.ts';
import { landingPath } from './navigation-rules.ts';
import { holdsSession, storageKeys } from './storage-keys.ts';

export { storageKeys } from './storage-keys.ts';

/** Pages showing sensitive data that need the admin password again after a session ends. */
const sensitivePages = ['detail_enquiry', 'antigen_self', 'gover_epidemic'] as const;

/** Survives the end of a session (spec §4): the platform, the remembered account and work caches. */
const keptAfterSession: readonly string[] = [
  storageKeys.platform,
  storageKeys.account,
  storageKeys.delSendProgress,
  storageKeys.tplCache,
  storageKeys.posterCache,
  storageKeys.pointCache,
  storageKeys.shopCart,
];

export const loginPathOf: Record<Platform, string> = {
  1: '/login',
  2: '/chatbot_login',
  3: '/manage_login',
};

/** Where a user goes after signing in (spec §2): the saved first path, else the template page. */
const defaultLandingPath = '/pg/tpl_management';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function removeAllBut(store: Store, keep: readonly string[]) {
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key !== null && !keep.includes(key),
  );
  for (const key of keys) store.removeItem(key);
}

/**
 * Login succeeded (spec §4): everything but the platform goes, then the new session is saved.
 * The work caches stay too (tplCache, delSendProgress, shopCart): they are kept at a session's
 * expiry so that unsaved template and send work and an unsettled cart are offered back after
 * signing in again; their entries are per account.
 * Returns where the user lands (see `landingPath`).
 */
export function saveSession(store: Store, user: UserInfo) {
  const firstPath = store.getItem(storageKeys.firstPath);
  removeAllBut(store, [
    storageKeys.platform,
    storageKeys.tplCache,
    storageKeys.delSendProgress,
    storageKeys.shopCart,
  ]);
  const { token, ...info } = user;
  store.setItem(storageKeys.userInfo, JSON.stringify(info));
  store.setItem(storageKeys.platform, String(user.platform));
  store.setItem(storageKeys.token, token);
  store.setItem(storageKeys.authMenuList, JSON.stringify(user.authMenuList));
  return landingOf(user, firstPath);
}

/**
 * Where a signed-in user lands: operators on the management platform's first page; customers on
 * the first path they may open (an account awaiting audit: the review page).
 */
const landingOf = (user: Omit<UserInfo, 'token'>, firstPath: string | null) =>
  user.platform === 3 ? manageLandingPath : landingPath(user, [firstPath, defaultLandingPath]);

/**
 * The user's info as the server tells it now (a registration approved since signing in) replaces
 * the stored one; returns where the user now lands.
 */
export function refreshStoredUser(store: Store, info: Omit<UserInfo, 'token'>): string {
  store.setItem(storageKeys.userInfo, JSON.stringify(info));
  store.setItem(storageKeys.authMenuList, JSON.stringify(info.authMenuList));
  return landingOf(info, null);
}

/**
 * Where 返回首页 goes (the 403 and 404 pages): where the user landed on signing in, so a
 * sub-account is never sent to a page its role lacks; a visitor to the default landing, which
 * asks them to sign in.
 */
export function homePath(store: Store): string {
  const user = storedUser(store);
  return user ? landingOf(user, null) : defaultLandingPath;
}

/**
 * Logout or expiry (spec §4): everything goes but the platform, the account and the work caches;
 * the sensitive-data unlocks are reset. Returns the login page of the user's platform.
 */
export function endSession(store: Store): string {
  const platform = Number(store.getItem(storageKeys.platform)) as Platform;
  removeAllBut(store, keptAfterSession);
  store.setItem(
    storageKeys.sensitiveInfo,
    JSON.stringify(Object.fromEntries(sensitivePages.map((page) => [page, false]))),
  );
  return loginPathOf[platform] ?? loginPathOf[1];
}

export type SensitivePage = (typeof sensitivePages)[number];

function sensitiveFlags(store: Pick<Storage, 'getItem'>): Partial<Record<SensitivePage, boolean>> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(storageKeys.sensitiveInfo) ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** Whether the user confirmed their password for a sensitive page in this session (spec §4). */
export const isUnlocked = (store: Pick<Storage, 'getItem'>, page: SensitivePage) =>
  sensitiveFlags(store)[page] === true;

/** Records the password confirmation for a sensitive page; it lasts until the session ends. */
export function unlock(store: Pick<Storage, 'getItem' | 'setItem'>, page: SensitivePage) {
  store.setItem(
    storageKeys.sensitiveInfo,
    JSON.stringify({ ...sensitiveFlags(store), [page]: true }),
  );
}

/** The stored user, or null when there is no session. */
export function storedUser(store: Store): Omit<UserInfo, 'token'> | null {
  if (!holdsSession(store)) return null;
  try {
    return JSON.parse(store.getItem(storageKeys.userInfo)!) as Omit<UserInfo, 'token'>;
  } catch {
    return null;
  }
}
