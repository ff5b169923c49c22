import type { Locator, Page } from '@playwright/test';

/**
 * Rests the mouse pointer on `target` as a mouse gets there: it moves on the page first, then
 * onto the target. React Aria opens hover cards and tooltips only once a pointer move has told it
 * a mouse is in use; on a freshly loaded page Playwright's `hover()` alone is the page's first
 * move, whose enter events reach the trigger before the move itself does, so nothing opens.
 */
export async function pointAt(page: Page, target: Locator) {
  // Waits, as hover() does, until nothing (the global spinner) covers the target.
  await target.hover({ trial: true });
  const box = (await target.boundingBox())!;
  await page.mouse.move(Math.max(0, box.x - 100), box.y + box.height / 2);
  await target.hover();
}
