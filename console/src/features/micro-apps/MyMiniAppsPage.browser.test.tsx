import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { MiniAppSummary } from '@p5g/api/contract';
import { DesignSystemProvider, messageQueue } from '@p5g/design-system';
import { Component as MyMiniAppsPage, DraftsPage } from './MyMiniAppsPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = await vi.hoisted(async () => {
  const { fakeApi, pageOf } = await import('../../lib/testing/fake-api.ts');
  return fakeApi({ list: [] as unknown[] }, (path, _body, data) =>
    path === 'miniApp/list' ? pageOf(data.list) : null,
  );
});

const app = (patch: Partial<MiniAppSummary>): MiniAppSummary => ({
  id: '101',
  title: '社区活动报名',
  status: 1,
  live: false,
  publicUrl: null,
  publicState: null,
  answersToday: 0,
  answersTotal: 0,
  updateTime: '2026-11-27 10:00:00',
  ...patch,
});

const draft = app({});
const published = app({
  id: '102',
  title: '窗口服务满意度调查',
  status: 3,
  live: true,
  publicUrl: 'https://5g.example.cn/f/Hx7kQ2mZ9a',
  publicState: 'open',
  answersToday: 4,
  answersTotal: 37,
});

let root: Root | undefined;

beforeEach(() => {
  server.calls.length = 0;
});

afterEach(() => {
  root?.unmount();
  messageQueue.clear();
  document.body.replaceChildren();
});

function render(which: 'mine' | 'drafts' = 'mine') {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>{which === 'mine' ? <MyMiniAppsPage /> : <DraftsPage />}</MemoryRouter>
      </SWRConfig>
    </DesignSystemProvider>,
  );
}

const card = (title: string) => page.getByRole('article', { name: title });

describe('my micro-apps', () => {
  it('offers what each status allows', async () => {
    server.list = [draft, published];
    render();
    const first = card('社区活动报名');
    await expect.element(first.getByText('草稿')).toBeVisible();
    for (const name of ['编辑', '提交审核', '删除']) {
      await expect.element(first.getByRole('button', { name, exact: true })).toBeVisible();
    }
    for (const name of ['下线', '填写记录', '统计', '二维码']) {
      expect(first.getByRole('button', { name, exact: true }).elements()).toHaveLength(0);
    }

    const second = card('窗口服务满意度调查');
    await expect.element(second.getByText('审核通过')).toBeVisible();
    await expect.element(second).toHaveTextContent('今日填写4');
    await expect.element(second).toHaveTextContent('累计填写37');
    await expect.element(second).toHaveTextContent('https://5g.example.cn/f/Hx7kQ2mZ9a');
    for (const name of ['编辑', '填写记录', '统计', '下线', '二维码', '复制填写链接']) {
      await expect.element(second.getByRole('button', { name, exact: true })).toBeVisible();
    }
    for (const name of ['提交审核', '删除']) {
      expect(second.getByRole('button', { name, exact: true }).elements()).toHaveLength(0);
    }
  });

  it('deletes a draft once confirmed and asks for the list again', async () => {
    server.list = [draft];
    render();
    await userEvent.click(card('社区活动报名').getByRole('button', { name: '删除' }));
    const dialog = page.getByRole('alertdialog', { name: '删除草稿“社区活动报名”？' });
    await userEvent.click(dialog.getByRole('button', { name: '删除' }));
    await expect
      .poll(() => server.calls.map((c) => c.path))
      .toEqual(['miniApp/list', 'miniApp/delete', 'miniApp/list']);
    expect(server.calls[1]?.body).toEqual({ id: '101' });
  });

  it('submits a draft for review', async () => {
    server.list = [draft];
    render();
    await userEvent.click(card('社区活动报名').getByRole('button', { name: '提交审核' }));
    await expect
      .poll(() => server.calls.find((c) => c.path === 'miniApp/submit')?.body)
      .toEqual({ id: '101' });
    await expect
      .poll(() => messageQueue.visibleToasts.map((toast) => toast.content.text))
      .toEqual(['已提交审核']);
  });

  it('takes a live form down once confirmed', async () => {
    server.list = [published];
    render();
    await userEvent.click(card('窗口服务满意度调查').getByRole('button', { name: '下线' }));
    await userEvent.click(
      page
        .getByRole('alertdialog', { name: '下线“窗口服务满意度调查”？' })
        .getByRole('button', { name: '下线' }),
    );
    // Until the list is asked again: the test ends after the action's refresh, not during it.
    await expect
      .poll(() => server.calls.map((c) => c.path))
      .toEqual(['miniApp/list', 'miniApp/invalidate', 'miniApp/list']);
    expect(server.calls[1]?.body).toEqual({ id: '102' });
  });

  it("shows a live form's QR code", async () => {
    server.list = [published];
    render();
    await userEvent.click(card('窗口服务满意度调查').getByRole('button', { name: '二维码' }));
    const dialog = page.getByRole('dialog', { name: '窗口服务满意度调查的二维码' });
    await expect
      .element(dialog.getByRole('img', { name: '窗口服务满意度调查的二维码' }))
      .toBeVisible();
  });

  it('asks for drafts only in 草稿箱, and says when there are none', async () => {
    server.list = [];
    render('drafts');
    await expect.element(page.getByText('草稿箱是空的')).toBeVisible();
    expect(server.calls[0]).toMatchObject({ path: 'miniApp/list', body: { drafts: true } });
  });
});
