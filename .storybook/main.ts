import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { isDocumentedProp } from '../design-system/src/docs/inherited-props.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  stories: ['../design-system/src/**/*.mdx', '../design-system/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Stories that exist to test behaviour (a dialog closed by Esc, a message that timed out) end
  // in a state nobody needs to review: out of the sidebar and the docs pages, still run by Vitest.
  tags: { 'test-only': { excludeFromSidebar: true, excludeFromDocsStories: true } },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The root tsconfig covers only the config files: docgen skips every file outside the
      // project it is given, which left every prop table empty. The design system's own project
      // has the components.
      tsconfigPath: path.join(root, 'design-system/tsconfig.json'),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: isDocumentedProp,
    },
  },
};

export default config;
