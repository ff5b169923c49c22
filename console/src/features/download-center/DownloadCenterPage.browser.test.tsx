import '@p5g/tokens/theme.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { Component as DownloadCenterPage } from './DownloadCenterPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = { lists: [] as unknown[][], asked: 0 };
  globalThis.fetch = async () => {
    const list = state.lists[Math.min(state.asked, state.lists.length - 1)] ?? [];
    state.asked += 1;
    return new Response(
      JSON.stringify({ code: 0, msg: '成功', data: { total: list.length, list } }),
    );
  };
  return state;
});

const file = (state: string, progress: number) => ({
  id: '383129976984313866',
  kind: 'contacts',
  fileName: '通讯录_老客户_202611231200.xlsx',
  state,
  progress,
  size: state === 'ready' ? 6656 : null,
  error: null,
  createTime: '2026-11-23T04:00:00.000Z',
  expireTime: '2026-11-30T04:00:00.000Z',
});

/** How often the list is asked again while a file is being made (rules.ts). */
const pollEvery = 2_000;

/** The page's timers run on the test's clock: a poll comes exactly when the test moves time on. */
const startTestClock = () =>
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });

afterEach(() => {
  vi.useRealTimers();
  unmountAll();
  server.asked = 0;
});

const render = () => mount(<DownloadCenterPage />);

describe('download centre list', () => {
  it('polls while a file is generating, shows its progress, and stops once it is ready', async () => {
    server.lists = [[file('generating', 40)], [file('ready', 100)]];
    startTestClock();
    render();
    const progress = page.getByRole('progressbar', { name: '生成中' });
    await expect.element(progress).toHaveAttribute('aria-valuenow', '40');
    expect(server.asked).toBe(1);
    await vi.advanceTimersByTimeAsync(pollEvery);
    await expect.element(page.getByText('可下载')).toBeVisible();
    expect(server.asked).toBe(2);
    const grid = page.getByRole('grid', { name: '导出文件' });
    await expect.element(grid).toHaveTextContent('6.5 KB');
    await expect.element(grid).toHaveTextContent('2026-11-23 12:00');
    await expect.element(grid).toHaveTextContent('2026-11-30 12:00');
    await expect.element(page.getByRole('button', { name: /^下载 / })).toBeEnabled();
    await vi.advanceTimersByTimeAsync(pollEvery * 5);
    expect(server.asked).toBe(2);
  });

  it('says so when there is nothing, and does not poll', async () => {
    server.lists = [[]];
    startTestClock();
    render();
    await expect.element(page.getByText('暂无导出文件')).toBeVisible();
    await vi.advanceTimersByTimeAsync(pollEvery * 5);
    expect(server.asked).toBe(1);
  });

  it('shows why a file failed and offers no download for it or an expired one', async () => {
    server.lists = [
      [
        { ...file('failed', 30), error: '生成文件时出错，请重新导出' },
        { ...file('expired', 100), id: '383129976984313867', fileName: '账单明细.xlsx' },
      ],
    ];
    render();
    await expect.element(page.getByText('生成失败')).toBeVisible();
    await expect.element(page.getByText('生成文件时出错，请重新导出')).toBeVisible();
    await expect.element(page.getByText('已过期')).toBeVisible();
    for (const button of page.getByRole('button', { name: /^下载 / }).all()) {
      await expect.element(button).toBeDisabled();
    }
  });
});
