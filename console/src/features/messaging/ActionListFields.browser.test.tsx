import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { useForm, useWatch } from 'react-hook-form';
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
  const suggestions = useWatch({ control, name: 'content.suggestions' });
  return (
    <>
      <ActionListFields
        control={control}
        name="content.suggestions"
        title="快捷回复"
        itemName="快捷回复"
        max={10}
      />
      <output>{JSON.stringify(suggestions)}</output>
    </>
  );
}

function renderSuggestions() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <Suggestions />
    </DesignSystemProvider>,
  );
}

describe('the action list', () => {
  it('opens a link in the browser unless told to open it in the app, at a height', async () => {
    renderSuggestions();
    await userEvent.click(page.getByRole('button', { name: /快捷回复1动作/ }));
    await userEvent.click(page.getByRole('option', { name: '打开链接' }));
    await expect
      .element(page.getByRole('button', { name: /打开方式/ }))
      .toHaveTextContent('浏览器打开');
    await userEvent.click(page.getByRole('button', { name: /打开方式/ }));
    await userEvent.click(page.getByRole('option', { name: '应用内打开（半屏）' }));
    await expect
      .element(page.getByRole('button', { name: /打开方式/ }))
      .toHaveTextContent('应用内打开（半屏）');
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(
        JSON.stringify([{ type: 'url', label: '查看', url: '', openMode: 'half' }]),
      );
  });

  it('moves focus to the text of the item just added', async () => {
    renderSuggestions();
    await userEvent.click(page.getByRole('button', { name: '添加快捷回复' }));
    await expect.element(page.getByRole('textbox', { name: '快捷回复2文字' })).toHaveFocus();
    await userEvent.keyboard('办理');
    await expect.element(page.getByRole('textbox', { name: '快捷回复2文字' })).toHaveValue('办理');
    await userEvent.click(page.getByRole('button', { name: '添加快捷回复' }));
    await expect.element(page.getByRole('textbox', { name: '快捷回复3文字' })).toHaveFocus();
  });
});
