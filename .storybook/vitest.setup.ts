import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeAll } from 'vitest';
import { resetSharedPage } from '../design-system/src/test-support/fresh-page.tsx';
import { visualRegression } from './visual-regression.ts';
import * as projectAnnotations from './story-annotations.tsx';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, visualRegression]);

// How long a play function's `waitFor` and `findBy…` look for their state: the same bound as the
// browser projects' `expect.element` (vitest.config.ts), for the same loaded 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// The story files share one page (vitest.config.ts): each starts as in a page of its own.
beforeAll(resetSharedPage);
