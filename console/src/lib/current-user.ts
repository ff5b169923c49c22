import useSWR from 'swr';
import { api } from './api.ts';
import { storedUser } from './session.ts';

/** SWR key of the signed-in user's info (auth/getUserInfo, a silent call). */
export const userInfoKey = () => ['auth/getUserInfo'] as const;

export const fetchUserInfo = () => api.call('userInfo');

/** The user as the server sees them now (only asked when signed in); failures go to the app's error handler. */
export const useUserInfo = (signedIn: boolean) =>
  useSWR(signedIn ? userInfoKey() : null, fetchUserInfo);

/**
 * The signed-in user: shown at once from storage, then as the server confirms it (which also
 * notices an ended session). Null when nobody is signed in.
 */
export function useCurrentUser() {
  const stored = storedUser(localStorage);
  const { data: fresh } = useUserInfo(stored !== null);
  return stored ? (fresh ?? stored) : null;
}
