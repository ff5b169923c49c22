import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { UserInfo } from '@p5g/api/contract';
import { DesignSystemProvider, messageQueue, ToastRegion } from '@p5g/design-system';
import { ExportButton } from './ExportButton.tsx';
import * as pageStyles from './page.css.ts';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
// An export is answered once the test lets it (`answerExport`), so the running state can be seen.
const { exported, answerExport } = vi.hoisted(() => {
  const exports: Record<string, unknown>[] = [];
  let answer = () => {};
  const answered = () => new Promise<void>((resolve) => (answer = resolve));
  let next = answered();
  globalThis.fetch = async (_url, init) => {
    exports.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    await next;
    next = answered();
    const file = { id: '1', kind: 'contacts', fileName: '通讯录.xlsx', state: 'queued' };
    return new Response(JSON.stringify({ code: 0, msg: '成功', data: file }));
  };
  return { exported: exports, answerExport: () => answer() };
});

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  localStorage.clear();
  document.body.replaceChildren();
  messageQueue.clear();
  exported.length = 0;
});

function signIn(authMenuList: string[] | null) {
  const info: Omit<UserInfo, 'token'> = {
    account: 'demo_sub',
    platform: 1,
    userStatus: 1,
    menuNames: authMenuList ?? [],
    authMenuList,
    isChatBotManager: authMenuList === null,
    customerType: 1,
    showName: '陈专员',
    customSource: 1,
    customSourceType: 1,
    email: null,
  };
  localStorage.setItem('userInfo', JSON.stringify(info));
  localStorage.setItem('token', 'tok');
}

/** A page's header as the list pages draw it: the title, and 导出 at the end of the row. */
function renderPage() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <MemoryRouter>
        <div className={pageStyles.header}>
          <h1 className={pageStyles.title}>通讯录</h1>
          <ExportButton request={{ kind: 'contacts', groupId: '1' }} />
        </div>
        <ToastRegion />
      </MemoryRouter>
    </DesignSystemProvider>,
  );
}

describe('导出', () => {
  it('is offered to a role that has the download centre, where the file is fetched', async () => {
    signIn(['address_list', 'download_center']);
    renderPage();
    await expect.element(page.getByRole('button', { name: '导出' })).toBeVisible();
  });

  it('is not offered to a role without the download centre: it could not fetch the file', async () => {
    signIn(['address_list']);
    renderPage();
    await expect.element(page.getByRole('heading', { name: '通讯录' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });

  it('stays where it is while and after exporting: the way to the download centre is in the message', async () => {
    signIn(['address_list', 'download_center']);
    renderPage();
    const button = page.getByRole('button', { name: '导出' });
    await expect.element(button).toBeVisible();
    const box = () => {
      const { x, y, width } = button.element().getBoundingClientRect();
      return { x, y, width };
    };
    const before = box();

    await userEvent.click(button);
    await expect.element(button).toHaveAttribute('data-pending', 'true');
    expect(box()).toEqual(before);
    answerExport();
    const toasts = page.getByRole('region', { name: '消息通知' });
    await expect.element(toasts.getByText('已加入下载中心')).toBeVisible();
    await expect.element(button).not.toHaveAttribute('data-pending');
    expect(box()).toEqual(before);
    expect(exported).toEqual([{ kind: 'contacts', groupId: '1' }]);
    await expect
      .element(toasts.getByRole('link', { name: '前往下载中心' }))
      .toHaveAttribute('href', expect.stringContaining('/pe/download_center'));
  });
});
