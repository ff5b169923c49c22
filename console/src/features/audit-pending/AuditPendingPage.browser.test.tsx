import '@p5g/tokens/theme.css';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { UserInfo } from '@p5g/api/contract';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { Component as AuditPendingPage } from './AuditPendingPage.tsx';

const pending: Omit<UserInfo, 'token'> = {
  account: 'demo_pending',
  platform: 1,
  userStatus: 0,
  menuNames: [],
  authMenuList: null,
  isChatBotManager: true,
  customerType: 1,
  showName: '赵先生',
  customSource: 1,
  customSourceType: 1,
  email: 'zhao@example.com',
};

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => ({ userStatus: 0 }));
vi.hoisted(() => {
  globalThis.fetch = async () =>
    new Response(
      JSON.stringify({ code: 0, msg: '成功', data: { ...pending, userStatus: server.userStatus } }),
    );
});

afterEach(() => {
  unmountAll();
  localStorage.clear();
});

describe('the page of a registration under review', () => {
  it('moves on to the console once the registration is approved, without signing in again', async () => {
    server.userStatus = 0;
    localStorage.setItem('userInfo', JSON.stringify(pending));
    localStorage.setItem('token', 'tok');
    mount(
      <Routes>
        <Route path="/audit_pending" element={<AuditPendingPage />} />
        <Route path="/pg/tpl_management" element={<h1>模板库</h1>} />
      </Routes>,
      { path: '/audit_pending', swr: { focusThrottleInterval: 0 } },
    );
    await expect.element(page.getByRole('heading', { name: '注册信息审核中' })).toBeVisible();

    // The operator approves; the user comes back to the tab, again until the page has asked anew
    // (a focus while the first answer is still on its way joins that request).
    server.userStatus = 1;
    await vi.waitFor(
      () => {
        window.dispatchEvent(new Event('focus'));
        expect(document.querySelector('h1')?.textContent).toBe('模板库');
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(JSON.parse(localStorage.getItem('userInfo')!)).toMatchObject({ userStatus: 1 });
  });
});
