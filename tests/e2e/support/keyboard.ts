import type { Locator, Page } from '@playwright/test';

/** Presses Tab (or `key`) until `target` has the focus: how a keyboard user gets there, no clicks. */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`focus never reached the element by ${key}`);
}
