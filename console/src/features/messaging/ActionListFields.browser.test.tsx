import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { TemplateSaveRequest } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { ActionListFields } from './ActionListFields.tsx';

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

function Suggestions() {
  const { control } = useForm<TemplateSaveRequest>({
    defaultValues: { content: { suggestions: [{ type: 'reply', label: '查看' }] } } as never,
  });
  return (
    <ActionListFields
      control={control}
      name="content.suggestions"
      title="快捷回复"
      itemName="快捷回复"
      max={10}
    />
  );
}

describe('the action list', () => {
  it('moves focus to the text of the item just added', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <DesignSystemProvider>
        <Suggestions />
      </DesignSystemProvider>,
    );
    await userEvent.click(page.getByRole('button', { name: '添加快捷回复' }));
    await expect.element(page.getByRole('textbox', { name: '快捷回复2文字' })).toHaveFocus();
    await userEvent.keyboard('办理');
    await expect.element(page.getByRole('textbox', { name: '快捷回复2文字' })).toHaveValue('办理');
    await userEvent.click(page.getByRole('button', { name: '添加快捷回复' }));
    await expect.element(page.getByRole('textbox', { name: '快捷回复3文字' })).toHaveFocus();
  });
});
