import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button, DesignSystemProvider } from '@p5g/design-system';
import { ListFilters, useListFilters } from './ListFilters.tsx';

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

/** A list's filters with what a list request would ask for, and a way to its third page. */
function FilteredList({ withStatus }: { withStatus: boolean }) {
  const filters = useListFilters();
  return (
    <>
      <ListFilters
        filters={filters}
        statusNames={withStatus ? { 1: '草稿', 3: '已通过' } : undefined}
        nameLabel="模板名称"
        namePlaceholder="输入模板名称后按回车"
        nameMaxLength={30}
      />
      <Button onPress={() => filters.setPage(3)}>第3页</Button>
      <output aria-label="请求">
        {JSON.stringify({ status: filters.status, name: filters.name, page: filters.page })}
      </output>
      <output aria-label="筛选">{filters.isFiltered ? '已筛选' : '未筛选'}</output>
    </>
  );
}

function render(withStatus = true) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <FilteredList withStatus={withStatus} />
    </DesignSystemProvider>,
  );
}

const request = () => page.getByRole('status', { name: '请求' });

describe('ListFilters', () => {
  it('lists every status after 全部状态, and a new status starts again at page 1', async () => {
    render();
    await expect.element(request()).toHaveTextContent('{"name":"","page":1}');
    await expect.element(page.getByText('未筛选')).toBeVisible();
    await page.getByRole('button', { name: '第3页' }).click();
    await page.getByRole('button', { name: /状态/ }).click();
    const options = page.getByRole('option');
    await expect.element(options.nth(0)).toHaveTextContent('全部状态');
    expect(options.elements().map((o) => o.textContent)).toEqual(['全部状态', '草稿', '已通过']);
    await page.getByRole('option', { name: '已通过' }).click();
    await expect.element(request()).toHaveTextContent('{"status":3,"name":"","page":1}');
    await expect.element(page.getByText('已筛选')).toBeVisible();
  });

  it('searches by the trimmed name on Enter from page 1, and clearing keeps the page', async () => {
    render();
    await page.getByRole('button', { name: '第3页' }).click();
    const search = page.getByRole('searchbox', { name: '模板名称' });
    await expect.element(search).toHaveAttribute('placeholder', '输入模板名称后按回车');
    await expect.element(search).toHaveAttribute('maxlength', '30');
    await search.fill('  社区通知 ');
    await userEvent.keyboard('{Enter}');
    await expect.element(request()).toHaveTextContent('{"name":"社区通知","page":1}');
    await page.getByRole('button', { name: '第3页' }).click();
    await page.getByRole('button', { name: '清除' }).click();
    await expect.element(request()).toHaveTextContent('{"name":"","page":3}');
    await expect.element(page.getByText('未筛选')).toBeVisible();
  });

  it('offers no 状态 select without status names', async () => {
    render(false);
    await expect.element(page.getByRole('searchbox', { name: '模板名称' })).toBeVisible();
    expect(page.getByRole('button', { name: /状态/ }).elements()).toHaveLength(0);
  });
});
