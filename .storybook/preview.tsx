import type { Preview } from '@storybook/react-vite';
import { ComponentPage, PageDescriptionOnly } from '../design-system/src/docs/ComponentPage.tsx';
import storyAnnotations from './story-annotations.tsx';

// The docs pages' tag stays written here: Storybook reads it from this file's source.
const preview: Preview = {
  ...storyAnnotations,
  tags: ['autodocs'],
  parameters: {
    ...storyAnnotations.parameters,
    docs: { page: ComponentPage, components: { Description: PageDescriptionOnly } },
  },
};

export default preview;
