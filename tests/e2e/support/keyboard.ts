import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab (or `key`) until `target` has the focus: how a keyboard user gets there, no clicks.
 * `target` may be inside a shadow root (a web component's), whose focus its root holds.
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 120; presses += 1) {
    const focused = await target.evaluate(
      (el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement,
    );
    if (focused) return;
    await page.keyboard.press(key);
  }
  throw new Error(`focus never reached the element by ${key}`);
}
