import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useMediaQuery } from './use-media-query.ts';

let root: Root | undefined;

afterEach(async () => {
  root?.unmount();
  document.body.replaceChildren();
  await page.viewport(1200, 900);
});

function Width() {
  return <p>{useMediaQuery('screen and (max-width: 640px)') ? '窄' : '宽'}</p>;
}

it('follows the query as the window is resized', async () => {
  await page.viewport(1200, 900);
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<Width />));
  await expect.element(page.getByText('宽')).toBeInTheDocument();

  await page.viewport(375, 800);
  await expect.element(page.getByText('窄')).toBeInTheDocument();

  await page.viewport(1200, 900);
  await expect.element(page.getByText('宽')).toBeInTheDocument();
});
