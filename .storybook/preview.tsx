import '@p5g/tokens/theme.css';
import type { Preview } from '@storybook/react-vite';
import { DesignSystemProvider } from '@p5g/design-system';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // An axe violation fails the story test, not just a panel warning.
    a11y: { test: 'error' },
    controls: { expanded: true, sort: 'requiredFirst' },
  },
  decorators: [
    (Story) => (
      <DesignSystemProvider>
        <Story />
      </DesignSystemProvider>
    ),
  ],
};

export default preview;
