import { use, useEffect, useSyncExternalStore } from 'react';
import { desktopHomeQuery } from '@p5g/tokens';

/** Which home layout to render; the pre-rendered page carries both and CSS shows one. */
export type HomeLayout = 'desktop' | 'mobile' | 'both';

const subscribeToLayout = (onChange: () => void) => {
  const query = window.matchMedia(desktopHomeQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Desktop above 1024 px, mobile otherwise (spec §9); `both` while pre-rendering and hydrating. */
const fittingLayout = () => (window.matchMedia(desktopHomeQuery).matches ? 'desktop' : 'mobile');

export const useHomeLayout = (): HomeLayout =>
  useSyncExternalStore(subscribeToLayout, fittingLayout, () => 'both');

const never = new Promise<never>(() => {});

/**
 * While the pre-rendered page hydrates (`layout` is still `both`), suspends the layout that does not
 * fit the screen, so React leaves its hidden HTML alone instead of hydrating it; the render right
 * after hydration removes it. Call it inside that layout's Suspense boundary.
 */
export function useSkipHydrationUnlessShown(layout: HomeLayout, variant: 'desktop' | 'mobile') {
  if (layout === 'both' && typeof window !== 'undefined' && fittingLayout() !== variant) use(never);
}

/** Crossing from the narrow layout to the wide one reloads the page (spec §2). */
export function useReloadWhenWidened() {
  useEffect(() => {
    const query = window.matchMedia(desktopHomeQuery);
    const reload = (event: MediaQueryListEvent) => {
      if (event.matches) window.location.reload();
    };
    query.addEventListener('change', reload);
    return () => query.removeEventListener('change', reload);
  }, []);
}

const subscribeToNothing = () => () => {};

/**
 * False while pre-rendering and hydrating, true from the render right after hydration: the moment
 * React owns the pre-rendered HTML and can respond to it.
 */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** The console's session token key in local storage (spec §3). */
const tokenKey = 'token';

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};

/** Whether a console session token is stored; false while pre-rendering and hydrating. */
export const useHasToken = (): boolean =>
  useSyncExternalStore(
    subscribeToStorage,
    () => Boolean(window.localStorage.getItem(tokenKey)),
    () => false,
  );
