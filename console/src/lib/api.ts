import { createApiClient } from './api-client.ts';
import { storageKeys } from './session.ts';

type BusyListener = (busy: boolean) => void;
const busyListeners = new Set<BusyListener>();
let pending = 0;

/** Subscribes to "a non-silent call is in flight" for the global spinner; returns unsubscribe. */
export function onBusy(listener: BusyListener) {
  busyListeners.add(listener);
  return () => void busyListeners.delete(listener);
}

/** The console's API client: the token lives in local storage (spec §3). */
export const api = createApiClient({
  tokens: {
    get: () => localStorage.getItem(storageKeys.token),
    set: (token) => localStorage.setItem(storageKeys.token, token),
  },
  onBusyChange: (delta) => {
    pending += delta;
    for (const listener of busyListeners) listener(pending > 0);
  },
});
