import useSWR from 'swr';
import { api } from '../api.ts';

/** SWR key of the signed-in user's info (auth/getUserInfo, a silent call). */
export const userInfoKey = () => ['auth/getUserInfo'] as const;

export const fetchUserInfo = () => api.call('userInfo');

/** The user as the server sees them now (only asked when signed in); failures go to the app's error handler. */
export const useUserInfo = (signedIn: boolean) =>
  useSWR(signedIn ? userInfoKey() : null, fetchUserInfo);
