import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsFinished } from './waits.ts';

/**
 * axe on the page as it rests: after every running animation and transition has finished (a dialog
 * fading in has, for a moment, text below contrast). react-aria's live announcer keeps nodes for
 * what it announced; they are the library's and left out.
 */
export async function axeResults(page: Page) {
  await animationsFinished(page);
  return new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
}
