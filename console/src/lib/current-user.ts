import { useEndpoint } from './endpoint-hooks.ts';
import { storedUser } from './session.ts';

/**
 * The signed-in user: shown at once from storage, then as the server confirms it (which also
 * notices an ended session). Null when nobody is signed in.
 */
export function useCurrentUser() {
  const stored = storedUser(localStorage);
  // auth/getUserInfo, a silent call, asked only when signed in.
  const { data: fresh } = useEndpoint('userInfo', stored === null ? null : undefined);
  return stored ? (fresh ?? stored) : null;
}
