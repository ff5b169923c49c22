import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { UserInfo } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { ExportButton } from './ExportButton.tsx';

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  localStorage.clear();
  document.body.replaceChildren();
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

function renderPage() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <MemoryRouter>
        <h1>通讯录</h1>
        <ExportButton request={{ kind: 'contacts', groupId: '1' }} />
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
});
