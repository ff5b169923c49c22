import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeAll } from 'vitest';
import { message } from '@p5g/design-system';
import { visualRegression } from './visual-regression.ts';
import * as projectAnnotations from './story-annotations.tsx';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, visualRegression]);

// How long a play function's `waitFor` and `findBy…` look for their state: the same bound as the
// browser projects' `expect.element` (vitest.config.ts), for the same loaded 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// The story files share one page (vitest.config.ts): each starts as in a page of its own. React
// Aria's live announcer stays in the page and keeps a message for seconds, which the next file's
// axe run would read as its own (a bare `role="img"` one fails it); the message queue is global.
beforeAll(() => {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
  message.closeAll();
});
