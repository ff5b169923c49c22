import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { useForgetTemplateLists, useTemplateList } from './templates.ts';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = { names: [] as string[], listRequests: 0 };
  globalThis.fetch = async (url) => {
    if (String(url).endsWith('template/list')) state.listRequests += 1;
    // Approved templates only: none in review, so the list does not poll.
    const list = state.names.map((name, index) => ({ id: String(index + 1), name, status: 3 }));
    return new Response(
      JSON.stringify({ code: 0, msg: '成功', data: { total: list.length, list } }),
    );
  };
  return state;
});

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

function MyTemplates() {
  const { data } = useTemplateList({ page: 1, pageSize: 12 });
  return (
    <ul aria-label="我的模板">
      {data?.list.map((template) => (
        <li key={template.id}>{template.name}</li>
      ))}
    </ul>
  );
}

/** What the editor does once a template is saved: the lists it leaves behind are forgotten. */
function Editor({ onSaved }: { onSaved: () => void }) {
  const forgetTemplateLists = useForgetTemplateLists();
  return (
    <button
      type="button"
      onClick={async () => {
        server.names.push('模板库示例修改');
        await forgetTemplateLists();
        onSaved();
      }}
    >
      提交审核
    </button>
  );
}

describe('my templates after the editor saved one (issue 12)', () => {
  it('lists the new template at once, even within SWR’s 2 s of the list’s last request', async () => {
    server.names = ['模板库示例'];
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    // SWR's default deduping (2 s) on purpose: it is what served the list from before the save.
    const show = (screen: 'list' | 'editor') =>
      root!.render(
        <SWRConfig value={{ provider: () => cache }}>
          {screen === 'list' ? <MyTemplates /> : <Editor onSaved={() => show('list')} />}
        </SWRConfig>,
      );
    const cache = new Map();
    show('list');
    const items = page.getByRole('list', { name: '我的模板' }).getByRole('listitem');
    await expect
      .poll(() => items.elements().map((item) => item.textContent))
      .toEqual(['模板库示例']);

    show('editor');
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect
      .poll(() => items.elements().map((item) => item.textContent))
      .toEqual(['模板库示例', '模板库示例修改']);
    expect(server.listRequests).toBe(2);
  });
});
