import { lazy, type ComponentType } from 'react';

let release: () => void = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});

/** Lets the deferred parts of the page load; the entry decides when (see main.tsx). */
export const startDeferred = () => release();

/** Resolves when deferred work may start; at once on the server. */
const whenDeferred = (): Promise<void> =>
  typeof window === 'undefined' ? Promise.resolve() : released;

/**
 * A lazy component whose code loads only after `startDeferred`. Pre-rendered, its HTML is on the
 * page from the first paint; React hydrates it when the code arrives, so it stays out of the
 * initial JavaScript.
 */
export function lazyDeferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return lazy(() =>
    whenDeferred()
      .then(load)
      .then((component) => ({ default: component })),
  );
}
