import type { Preview } from '@storybook/react-vite';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

declare module 'storybook/internal/types' {
  interface Parameters {
    /**
     * `false` leaves a story out of the screenshot comparison; `{ threshold }` loosens the
     * per-pixel colour tolerance for it (default 0.02). Say why beside either.
     */
    visual?: false | { threshold: number };
  }
}

const freezeMotion = `
*, *::before, *::after {
  animation-play-state: paused !important;
  animation-delay: 0s !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

/**
 * After each story (and its play function) the whole page is compared with the committed baseline,
 * so overlays portalled to <body> are part of the picture. Applied only in the Vitest run.
 */
export const visualRegression: Preview = {
  beforeEach: () => {
    const style = document.createElement('style');
    style.textContent = freezeMotion;
    document.head.append(style);
    return () => style.remove();
  },
  afterEach: async ({ id, parameters }) => {
    if (parameters.visual === false) return;
    await document.fonts.ready;
    // Two frames: the first lets layout settle, the second guarantees a full repaint, so no pixel of
    // the previous story survives into this story's picture.
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
    const threshold = parameters.visual?.threshold;
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(
      id,
      threshold === undefined
        ? undefined
        : {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold, allowedMismatchedPixels: 0 },
          },
    );
  },
};
