import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeAll } from 'vitest';
import { visualRegression } from './visual-regression.ts';
import * as projectAnnotations from './story-annotations.tsx';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, visualRegression]);

// How long a play function's `waitFor` and `findBy…` look for their state: the same bound as the
// browser projects' `expect.element` (vitest.config.ts), for the same loaded 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// The story files share one page (vitest.config.ts), and React Aria's live announcer stays in it,
// removing a message only seconds after announcing it: a file starts with it empty, as on a page
// of its own, so one file's last announcement is not in the next file's axe run.
beforeAll(() => {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]'))
    log.replaceChildren();
});
