import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import useSWR from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { codes } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { ApiCallError } from '../lib/api-client.ts';
import { AppFrame } from './AppFrame.tsx';

/** A page whose one call is refused for the account's level (3006). */
function RefusedForLevel() {
  useSWR('level-refused', () =>
    Promise.reject(
      new ApiCallError({
        kind: 'envelope',
        code: codes.levelTooLow,
        msg: '当前客户等级暂不能使用该功能',
        httpStatus: 200,
        data: null,
      }),
    ),
  );
  return <h1>模板库</h1>;
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

describe('the frame around every page', () => {
  it('opens the level prompt for a call refused for the account’s level', async () => {
    const router = createMemoryRouter([
      {
        element: <AppFrame />,
        children: [
          { path: '/', element: <RefusedForLevel /> },
          { path: '/setmeal', element: <h1>服务商城</h1> },
        ],
      },
    ]);
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    root.render(
      <DesignSystemProvider>
        <RouterProvider router={router} />
      </DesignSystemProvider>,
    );
    const prompt = page.getByRole('alertdialog', { name: '客户等级不足' });
    await expect.element(prompt).toBeVisible();
    await expect.element(prompt).toHaveTextContent('当前客户等级暂不能使用该功能');
    await page.getByRole('button', { name: '前往服务商城' }).click();
    await expect.element(page.getByRole('heading', { name: '服务商城' })).toBeVisible();
    await expect.element(prompt).not.toBeInTheDocument();
  });
});
