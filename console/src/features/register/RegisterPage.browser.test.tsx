import '@p5g/tokens/theme.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { Component as RegisterPage } from './RegisterPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
vi.hoisted(() => {
  globalThis.fetch = async () => new Response(JSON.stringify({ code: 0, msg: '成功', data: null }));
});

afterEach(unmountAll);

describe('the registration agreement', () => {
  it('says what is missing under the whole sentence, not between the checkbox and the links', async () => {
    mount(<RegisterPage />);
    const submit = page.getByRole('button', { name: '注册' });
    await expect.element(submit).toBeEnabled();
    await userEvent.click(submit);
    const error = page.getByText('请阅读并同意服务协议和隐私政策');
    await expect.element(error).toBeVisible();
    const privacy = page
      .getByRole('link', { name: '《隐私政策》' })
      .element()
      .getBoundingClientRect();
    const checkbox = page.getByRole('checkbox').element().getBoundingClientRect();
    // The sentence stays on one line, the error below it.
    expect(privacy.top).toBeLessThan(checkbox.bottom);
    expect(error.element().getBoundingClientRect().top).toBeGreaterThanOrEqual(privacy.bottom);
  });
});
