import { useSyncExternalStore } from 'react';

/**
 * Whether the media query matches, following its changes (a window resized, a phone turned).
 * False where there is no window: pages pre-rendered at build take the desktop's shape.
 */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
