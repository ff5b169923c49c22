import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on the page as it rests: after every running animation and transition has finished (a dialog
 * fading in has, for a moment, text below contrast). react-aria's live announcer keeps nodes for
 * what it announced; they are the library's and left out.
 */
export async function axeResults(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  return new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
}
