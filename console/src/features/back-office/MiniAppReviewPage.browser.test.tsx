import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { formDocument } from '@p5g/api/contract';
import { DesignSystemProvider, messageQueue } from '@p5g/design-system';
import { Component as MiniAppReviewPage } from './MiniAppReviewPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = {
    list: [] as unknown[],
    decisions: [] as Record<string, unknown>[],
  };
  globalThis.fetch = async (url, init) => {
    const path = String(url).split('/').slice(-2).join('/');
    if (path === 'manage/reviewMiniApp') {
      state.decisions.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    }
    const data = path === 'manage/miniApps' ? { total: state.list.length, list: state.list } : null;
    return new Response(JSON.stringify({ code: 0, msg: '成功', data }));
  };
  return state;
});

const live = formDocument.parse({
  title: '社区活动报名',
  questions: [
    {
      kind: 'single',
      id: 'q1',
      title: '是否携带家属',
      options: [
        { id: 'o1', label: '是' },
        { id: 'o2', label: '否' },
      ],
    },
  ],
});
const edited = formDocument.parse({
  ...live,
  questions: [
    ...live.questions,
    { kind: 'text', id: 'q2', title: '家属人数', showWhen: { question: 'q1', anyOf: ['o1'] } },
  ],
});

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  messageQueue.clear();
  document.body.replaceChildren();
});

function render() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <MiniAppReviewPage />
        </MemoryRouter>
      </SWRConfig>
    </DesignSystemProvider>,
  );
}

describe('micro-app review', () => {
  it('shows an edit as citizens will see it, with what changed, and approves it', async () => {
    server.list = [
      {
        id: '301',
        companyName: '朝阳区某街道办事处',
        title: '社区活动报名',
        status: 2,
        submitTime: '2026-11-27 09:00:00',
        document: edited,
        liveDocument: live,
      },
    ];
    render();
    await expect.element(page.getByRole('gridcell', { name: '修改' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '审核' }));
    const dialog = page.getByRole('dialog', { name: '审核微应用' });
    await expect.element(dialog.getByText('新增：家属人数')).toBeVisible();
    // The form as the fill-in page shows it: the conditional question waits for its answer.
    const preview = dialog.getByRole('article', { name: '社区活动报名（预览）' });
    await expect.element(preview.getByText('是否携带家属')).toBeVisible();
    expect(preview.getByText('家属人数').elements()).toHaveLength(0);
    await userEvent.click(preview.getByText('是', { exact: true }));
    await expect.element(preview.getByText('家属人数')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: '审核通过' }));
    await expect.poll(() => server.decisions).toEqual([{ id: '301', approve: true }]);
    await expect
      .poll(() => messageQueue.visibleToasts.map((toast) => toast.content.text))
      .toEqual(['已审核通过，该版本已上线']);
  });
});
