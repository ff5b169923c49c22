import type { Locator, Page } from '@playwright/test';

/**
 * Brings the mouse pointer to rest on `target` the way a mouse travels: a few moves on the way,
 * not one jump. React Aria opens hover cards and tooltips only once a pointer move has told it a
 * mouse is in use; on a freshly loaded page Playwright's `hover()` is the page's first move, and
 * its enter events reach the trigger before that move does, so nothing opens.
 */
export async function pointAt(page: Page, target: Locator) {
  // Waits, as hover() does, until nothing (the global spinner) covers the target.
  await target.hover({ trial: true });
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
}
