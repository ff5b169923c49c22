import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DesignSystemProvider } from '@p5g/design-system';
import { SecretShownOnce } from './SecretShownOnce.tsx';

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('SecretShownOnce', () => {
  it('warns, then shows each value in full under its name with a button copying it', async () => {
    const copied = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <DesignSystemProvider>
        <SecretShownOnce
          notice="Secret 只显示这一次，关闭后无法再次查看。"
          values={[
            { name: 'Access Key', value: 'ak_0123456789abcdef01234567' },
            { name: 'Secret', value: 'sk_secret-shown-once' },
          ]}
        />
      </DesignSystemProvider>,
    );
    await expect.element(page.getByText('Secret 只显示这一次，关闭后无法再次查看。')).toBeVisible();
    await expect.element(page.getByText('ak_0123456789abcdef01234567')).toBeVisible();
    await expect.element(page.getByText('sk_secret-shown-once')).toBeVisible();
    await page.getByRole('button', { name: '复制Secret' }).click();
    await expect.element(page.getByRole('button', { name: '已复制Secret' })).toBeVisible();
    expect(copied).toHaveBeenCalledWith('sk_secret-shown-once');
    await expect.element(page.getByRole('button', { name: '复制Access Key' })).toBeVisible();
  });
});
