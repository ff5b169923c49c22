import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { NumberList } from './NumberList.tsx';

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

describe('a list of numbers set apart', () => {
  it('shows the label that names it, above its numbers', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    root.render(<NumberList label="重复号码" numbers={['138****0001', '139****0002']} />);
    const label = page.getByText('重复号码');
    await expect.element(label).toBeVisible();
    const list = page.getByRole('list', { name: '重复号码' });
    await expect.element(list).toHaveTextContent('138****0001139****0002');
    const labelBox = label.element().getBoundingClientRect();
    expect(labelBox.bottom).toBeLessThanOrEqual(list.element().getBoundingClientRect().top);
  });
});
