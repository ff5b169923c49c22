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
 * How far a shadow or a focus ring may reach below the lowest element's box. The deepest measured on
 * the stories: 14 px (a hovered card's shadow); the dialog's shadow reaches 44 px but its backdrop
 * fills the page anyway.
 */
const inkBelowBoxes = 48;

/**
 * The part of the page that can hold a story's pixels, as an invisible element to screenshot: the
 * page's whole width, from its top down to the lowest element's box (overlays portalled to <body>
 * included, content overflowing its box too) and its shadow. Below it there is only the page's
 * background, and a picture a fraction of the page's size is that much cheaper to capture, encode,
 * decode and compare.
 */
function contentArea(): HTMLElement {
  const page = document.body.getBoundingClientRect();
  let bottom = page.top;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0)
      bottom = Math.max(bottom, box.top + Math.max(box.height, element.scrollHeight));
  }
  const area = document.createElement('div');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, {
    position: 'absolute',
    left: `${page.left + scrollX}px`,
    top: `${page.top + scrollY}px`,
    width: `${page.width}px`,
    height: `${Math.min(page.bottom, bottom + inkBelowBoxes) - page.top}px`,
    opacity: '0',
    pointerEvents: 'none',
  });
  document.body.append(area);
  return area;
}

/**
 * After each story (and its play function) the page's content area is compared with the committed
 * baseline, so overlays portalled to <body> are part of the picture. Applied only in the Vitest run.
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
    const area = contentArea();
    try {
      await expect.element(page.elementLocator(area)).toMatchScreenshot(
        id,
        threshold === undefined
          ? undefined
          : {
              comparatorName: 'pixelmatch',
              comparatorOptions: { threshold, allowedMismatchedPixels: 0 },
            },
      );
    } finally {
      area.remove();
    }
  },
};
