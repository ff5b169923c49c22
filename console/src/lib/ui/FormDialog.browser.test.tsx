import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { saveGroupRequest } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { FormTextField } from '../form/FormTextField.tsx';
import { FormDialog } from './FormDialog.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = { msg: '成功', code: 0, requests: [] as unknown[] };
  globalThis.fetch = async (_url, init) => {
    state.requests.push(JSON.parse(String(init?.body)));
    const data = state.code === 0 ? { id: '7', name: '社区居民', count: 0 } : null;
    return new Response(JSON.stringify({ code: state.code, msg: state.msg, data }));
  };
  return state;
});

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  server.requests = [];
});

function renderGroupDialog(handleFailure: (error: unknown) => void, onSaved = vi.fn()) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <SWRConfig value={{ provider: () => new Map(), onError: handleFailure }}>
        <FormDialog
          title="新建分组"
          isOpen
          onClose={vi.fn()}
          schema={saveGroupRequest}
          defaultValues={{ name: '' }}
          action="contactSaveGroup"
          toInput={(form) => form}
          successMessage="分组已创建"
          onSaved={onSaved}
          fieldErrors={{ name: ['分组名称已存在'] }}
        >
          {({ control }) => (
            <FormTextField control={control} name="name" label="分组名称" isRequired />
          )}
        </FormDialog>
      </SWRConfig>
    </DesignSystemProvider>,
  );
  return onSaved;
}

describe('FormDialog', () => {
  it('checks the form with its schema before anything is sent', async () => {
    renderGroupDialog(vi.fn());
    await page.getByRole('button', { name: '保存' }).click();
    await expect.element(page.getByText('请填写分组名称')).toBeVisible();
    expect(server.requests).toEqual([]);
  });

  it('sends the valid form and hands the answer on', async () => {
    server.code = 0;
    const onSaved = renderGroupDialog(vi.fn());
    await page.getByRole('textbox', { name: '分组名称' }).fill('社区居民');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    expect(server.requests).toEqual([{ name: '社区居民' }]);
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: '7' });
  });

  it("shows a refusal about a field under it, and leaves other refusals to the app's handler", async () => {
    server.code = 1001;
    server.msg = '分组名称已存在';
    const handleFailure = vi.fn();
    renderGroupDialog(handleFailure);
    await page.getByRole('textbox', { name: '分组名称' }).fill('社区居民');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.element(page.getByText('分组名称已存在')).toBeVisible();
    expect(handleFailure).not.toHaveBeenCalled();

    server.msg = `分组数量已达上限50个`;
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => handleFailure.mock.calls.length).toBe(1);
  });
});
