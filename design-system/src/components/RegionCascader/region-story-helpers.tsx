import type { ComponentType } from 'react';
import { userEvent, within } from 'storybook/test';
import { overlayOpen } from '../../test-support/waits.ts';

/**
 * The controls (the shared ones, then `argTypes`) and the render of a region field's stories: the
 * field at the width of a form column.
 */
export const regionMeta = <P extends object, A extends object>(
  Component: ComponentType<P>,
  argTypes: A,
) => ({
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    errorMessage: { control: 'text' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    value: { control: false },
    defaultValue: { control: 'object' },
    regions: { control: false },
    ...argTypes,
  } as const,
  render: (args: P) => (
    <div style={{ width: 320 }}>
      <Component {...args} />
    </div>
  ),
});

export const body = within(document.body);

/** The field's trigger button, named by its label 所在省市. */
export const trigger = () => body.getByRole('button', { name: /所在省市/ });

/** Clicks the trigger and waits for the dialog it opens, found by `name`, to be open. */
export const openRegionDialog = async (name: string | RegExp) => {
  await userEvent.click(trigger());
  return overlayOpen(await body.findByRole('dialog', { name }));
};
