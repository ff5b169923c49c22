import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DesignSystemProvider } from '@p5g/design-system';
import { Component as RegisterPage } from './RegisterPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
vi.hoisted(() => {
  globalThis.fetch = async () => new Response(JSON.stringify({ code: 0, msg: '成功', data: null }));
});

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

describe('the registration agreement', () => {
  it('says what is missing under the whole sentence, not between the checkbox and the links', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <DesignSystemProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <MemoryRouter>
            <RegisterPage />
          </MemoryRouter>
        </SWRConfig>
      </DesignSystemProvider>,
    );
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
