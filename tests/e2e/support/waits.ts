import { expect, type Locator, type Page } from '@playwright/test';

// The journeys' waits, one helper per kind: each waits for the state the next step relies on,
// never for a fixed time. The journeys run with reduced motion (playwright.config.ts), which the
// product honours, so an animation still running is a moment, not a fixed wait.

/** Every animation and transition on the page has finished (or none runs). */
export async function animationsFinished(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** A frame has been drawn since now: media queries and resize handlers have seen the window. */
export async function nextFrame(page: Page) {
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}

/**
 * The page at rest. Call it after asserting what the page shows (its heading, a row): on its own
 * it cannot tell "loaded" from "not started loading yet". Waits for the network to go quiet after
 * a page load, then for every spinner (the global one over the page and each section's loading
 * placeholder) to be gone and every animation to have finished.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar', { name: /加载中$/ })).toHaveCount(0);
  await animationsFinished(page);
}

/** A dialog, sheet, drawer or popover open and at rest: visible, its entrance finished. */
export async function overlayOpen(page: Page, overlay: Locator) {
  await expect(overlay).toBeVisible();
  await animationsFinished(page);
}

/** An overlay closed: hidden or gone (React Aria unmounts one once its exit has finished). */
export async function overlayClosed(overlay: Locator) {
  await expect(overlay).toBeHidden();
}

/**
 * The form named `name` (by its heading) on screen and hydrated: until its script runs its submit
 * button (`submit`) is disabled and its other buttons and blur checks do nothing yet. Returns the
 * form, to fill within it: a form leaving the page (the last route's) may still match a label.
 */
export async function formHydrated(page: Page, name: string, submit: string) {
  const form = page.getByRole('form', { name, exact: true });
  await expect(form.getByRole('button', { name: submit, exact: true })).toBeEnabled();
  return form;
}
