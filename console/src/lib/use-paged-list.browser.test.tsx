import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { usePagedList } from './use-paged-list.ts';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = { bodies: [] as unknown[] };
  globalThis.fetch = async (_url, init) => {
    state.bodies.push(JSON.parse(String(init?.body)));
    const list = [{ companyId: '1', name: '示例科技有限公司' }];
    return new Response(JSON.stringify({ code: 0, msg: '成功', data: { total: 25, list } }));
  };
  return state;
});

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  server.bodies = [];
});

function Companies() {
  const list = usePagedList('manageCompanies', {});
  return (
    <>
      <p>第 {list.table.page} 页</p>
      <button type="button" onClick={() => list.table.onPageChange(3)}>
        第三页
      </button>
      <button type="button" onClick={() => list.applyFilters({ keyword: '示例' })}>
        查询
      </button>
    </>
  );
}

describe('usePagedList', () => {
  it('asks for the page shown, and for page 1 again when the filters are applied', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Companies />
      </SWRConfig>,
    );
    await expect.poll(() => server.bodies).toEqual([{ page: 1, pageSize: 10 }]);

    await page.getByRole('button', { name: '第三页' }).click();
    await expect.element(page.getByText('第 3 页')).toBeVisible();
    await expect.poll(() => server.bodies.at(-1)).toEqual({ page: 3, pageSize: 10 });

    await page.getByRole('button', { name: '查询' }).click();
    await expect.element(page.getByText('第 1 页')).toBeVisible();
    await expect
      .poll(() => server.bodies.at(-1))
      .toEqual({ keyword: '示例', page: 1, pageSize: 10 });
  });
});
