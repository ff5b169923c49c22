import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { UserInfo } from '@p5g/api/contract';
import { DesignSystemProvider, messageQueue } from '@p5g/design-system';
import { isUnlocked, saveSession } from '../../lib/session.ts';
import { HiddenNumbersNotice } from './HiddenNumbersNotice.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = { passwords: [] as string[] };
  globalThis.fetch = async (_url, init) => {
    const { password } = JSON.parse(String(init?.body)) as { password: string };
    state.passwords.push(password);
    const body =
      password === 'Right@Pass1'
        ? { code: 0, msg: '成功', data: { unlocked: true } }
        : { code: 1001, msg: '密码错误', data: null };
    return new Response(JSON.stringify(body), { status: body.code === 0 ? 200 : 400 });
  };
  return state;
});

/** A signed-in sub-account whose role grants `menus`. */
const subAccount = (menus: string[]): UserInfo => ({
  token: 'a'.repeat(40),
  account: 'sender',
  platform: 1,
  userStatus: 1,
  menuNames: menus,
  authMenuList: menus,
  isChatBotManager: false,
  customerType: 1,
  showName: '发送员',
  customSource: 0,
  customSourceType: 0,
  email: null,
});

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  messageQueue.clear();
  document.body.replaceChildren();
  localStorage.clear();
  server.passwords.length = 0;
});

function render(onUnlocked: () => void) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <SWRConfig value={{ provider: () => new Map() }}>
        <HiddenNumbersNotice onUnlocked={onUnlocked} />
      </SWRConfig>
    </DesignSystemProvider>,
  );
}

describe('hidden numbers', () => {
  it('are shown in full once the password is confirmed, by those who may open 发送查询', async () => {
    saveSession(localStorage, subAccount(['send_record', 'detail_enquiry']));
    const onUnlocked = vi.fn();
    render(onUnlocked);
    await page.getByRole('button', { name: '显示完整号码' }).click();
    const dialog = page.getByRole('dialog', { name: '验证登录密码' });
    await userEvent.fill(dialog.getByLabelText('登录密码'), 'Wrong@Pass1');
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect.element(dialog.getByText('密码错误')).toBeVisible();
    expect(onUnlocked).not.toHaveBeenCalled();
    await userEvent.fill(dialog.getByLabelText('登录密码'), 'Right@Pass1');
    await dialog.getByRole('button', { name: '确认' }).click();
    await vi.waitFor(() => expect(onUnlocked).toHaveBeenCalledOnce());
    expect(server.passwords).toEqual(['Wrong@Pass1', 'Right@Pass1']);
    expect(isUnlocked(localStorage, 'detail_enquiry')).toBe(true);
  });

  it('say whom to ask when the role has no 发送查询', async () => {
    saveSession(localStorage, subAccount(['send_record']));
    render(vi.fn());
    await expect
      .element(page.getByText(/查看完整号码需要发送查询权限，请联系主账号开通/))
      .toBeVisible();
    expect(page.getByRole('button', { name: '显示完整号码' }).elements()).toHaveLength(0);
  });
});
