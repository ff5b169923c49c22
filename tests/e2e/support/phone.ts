import { expect, type Locator, type Page } from '@playwright/test';
import { axeResults } from './axe.ts';
import { overlayOpen, settled } from './waits.ts';

// What "fits a phone" means for the phone journeys: no axe violation, the page never
// scrolls sideways, only tables scroll sideways inside the page, dialogs are full-screen sheets.

/** Nothing on the page is wider than the screen: it never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, `${label}: page wider than the screen`).toBeLessThanOrEqual(widths.screen);
}

/**
 * Inside the page, only tables, rows of tabs or links and carousels (named regions) scroll sideways
 * in their own box: a dialog's body or a panel wider than the screen hides what lies to its right.
 */
async function expectNoBoxScrollingSideways(page: Page, label: string) {
  const boxes = await page.evaluate(() => {
    const scrolls = (element: Element) =>
      ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    /** Whether `box` is the scrolling box of one of its tables. */
    const holdsTable = (box: Element) =>
      [...box.querySelectorAll('table, [role="grid"]')].some((table) => {
        let scroller = table.parentElement;
        while (scroller && !scrolls(scroller)) scroller = scroller.parentElement;
        return scroller === box;
      });
    return [...document.querySelectorAll('body *')]
      .filter((element) => scrolls(element) && element.scrollWidth > element.clientWidth + 1)
      .filter(
        (element) =>
          !element.matches('[role="tablist"], [role="region"][aria-label]') &&
          !element.querySelector(':scope > a') &&
          !holdsTable(element),
      )
      .map(
        (element) =>
          `${element.tagName} ${element.getAttribute('role') ?? ''} ${element.scrollWidth}/${element.clientWidth}: ${element.textContent?.slice(0, 30)}`,
      );
  });
  expect(boxes, `${label}: boxes scrolling sideways`).toEqual([]);
}

/** The page as a phone shows it: no axe violation, and nothing but tables wider than the screen. */
export async function expectFitsPhone(page: Page, label: string) {
  // Polled: a list loading its next cards on scroll (运营支持) can bring the global spinner back
  // over the page while axe runs; a lasting violation still fails.
  await expect
    .poll(
      async () => {
        await settled(page);
        return (await axeResults(page)).violations;
      },
      { message: label, timeout: 30_000 },
    )
    .toEqual([]);
  await expectNoSidewaysScroll(page, label);
  await expectNoBoxScrollingSideways(page, label);
}

/** A dialog once it has come to rest is a sheet filling the whole screen. */
export async function expectFullScreen(page: Page, dialog: Locator) {
  await overlayOpen(page, dialog);
  const { width, height } = page.viewportSize()!;
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width, height });
}

/** Whether the whole of an element is inside the window. */
export async function expectInViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

/** Whether the whole of an element is inside the window, across (it may lie below the fold). */
export async function expectWithinWidth(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}
