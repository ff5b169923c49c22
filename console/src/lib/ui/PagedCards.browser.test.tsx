import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DesignSystemProvider, Empty } from '@p5g/design-system';
import { PagedCards, type PagedCardsProps } from './PagedCards.tsx';

type Item = { id: string; name: string };

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

type ListState = PagedCardsProps<Item>['list'];

function render(list: Partial<ListState>, setPage = vi.fn()) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <PagedCards<Item>
        aria-label="我的模板"
        what="模板"
        list={{ data: undefined, error: undefined, isLoading: false, mutate: vi.fn(), ...list }}
        pages={{ page: 1, setPage }}
        pageSize={2}
        empty={<Empty description="您还没有模板" />}
        className=""
      >
        {(item) => <article aria-label={item.name}>{item.name}</article>}
      </PagedCards>
    </DesignSystemProvider>,
  );
}

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: String(i), name: `模板${i}` }));

describe('PagedCards', () => {
  it('says what is loading, and offers a retry when the request failed', async () => {
    render({ isLoading: true });
    await expect.element(page.getByText('模板加载中')).toBeInTheDocument();
    root?.unmount();
    const mutate = vi.fn();
    render({ error: new Error('offline'), mutate });
    await expect.element(page.getByText('模板加载失败')).toBeVisible();
    await page.getByRole('button', { name: '重试' }).click();
    expect(mutate).toHaveBeenCalledOnce();
  });

  it('shows the empty state for a page without cards', async () => {
    render({ data: { total: 0, list: [] } });
    await expect.element(page.getByText('您还没有模板')).toBeVisible();
    expect(page.getByRole('list').elements()).toHaveLength(0);
  });

  it('lists the cards, with pages only once there is more than one', async () => {
    render({ data: { total: 2, list: items(2) } });
    const list = page.getByRole('list', { name: '我的模板' });
    await expect.element(list.getByRole('article', { name: '模板1' })).toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(2);
    expect(page.getByRole('navigation').elements()).toHaveLength(0);
    root?.unmount();
    const setPage = vi.fn();
    render({ data: { total: 3, list: items(2) } }, setPage);
    await page.getByRole('button', { name: '第2页' }).click();
    expect(setPage.mock.calls[0]?.[0]).toBe(2);
  });
});
