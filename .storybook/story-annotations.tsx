import '@p5g/tokens/theme.css';
import type { Preview } from '@storybook/react-vite';
import { breakpoints, minBodyWidth } from '@p5g/tokens';
import { DesignSystemProvider } from '@p5g/design-system';
import { describeInheritedProps } from '../design-system/src/docs/inherited-props.ts';

const viewport = (name: string, width: number, height: number, type: 'desktop' | 'mobile') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

/**
 * What every story renders with, in the workshop and in the story tests (vitest.setup.ts): the
 * workshop's docs pages are added in preview.tsx, so a story test's page does not load the docs
 * blocks (about 1 s of CPU a story file).
 */
const storyAnnotations: Preview = {
  parameters: {
    layout: 'padded',
    // An axe violation fails the story test, not just a panel warning.
    a11y: { test: 'error' },
    controls: { expanded: true, sort: 'requiredFirst' },
    // The widths the product is designed for (DESIGN.md): the console's usual desktop, the home
    // page's breakpoint, a common phone and the smallest supported width.
    viewport: {
      options: {
        desktop: viewport(`桌面 ${minBodyWidth.desktop}`, minBodyWidth.desktop, 768, 'desktop'),
        tablet: viewport(`断点 ${breakpoints.home}`, breakpoints.home, 768, 'desktop'),
        phone: viewport('手机 375', 375, 667, 'mobile'),
        narrowPhone: viewport(`最窄 ${minBodyWidth.mobile}`, minBodyWidth.mobile, 568, 'mobile'),
      },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          [
            'Colour',
            'Typography',
            'Autospace',
            'Space and shape',
            'Motion',
            'Breakpoints and root font',
            'Formatting',
            'Icons',
          ],
          'Actions',
          'Forms',
          'Data display',
          'Feedback',
          'Overlays',
          'Navigation',
          'Business patterns',
        ],
      },
    },
  },
  argTypesEnhancers: [
    describeInheritedProps,
    // An optional boolean prop nobody passes is false; react-aria's types say so only in prose,
    // so without this the tables leave the default of isDisabled, isRequired… blank.
    ({ argTypes }) =>
      Object.fromEntries(
        Object.entries(argTypes).map(([name, argType]) => [
          name,
          argType.type?.name === 'boolean' && !argType.type.required && !argType.table?.defaultValue
            ? { ...argType, table: { ...argType.table, defaultValue: { summary: 'false' } } }
            : argType,
        ]),
      ),
  ],
  decorators: [
    (Story) => (
      <DesignSystemProvider>
        <Story />
      </DesignSystemProvider>
    ),
  ],
};

export default storyAnnotations;
