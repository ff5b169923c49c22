import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { contentReviewStatus } from '@p5g/api/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { DesignSystemProvider } from '@p5g/design-system';
import { ConfirmActionDialog, deleteDraft } from './ConfirmActionDialog.tsx';
import { ItemCardActions } from './ItemCardActions.tsx';
import { PublicLinkFact, QrCodeDialog } from './PublicLink.tsx';
import { ReviewedItemCard } from './ReviewedItemCard.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = await vi.hoisted(async () => {
  const { fakeApi } = await import('../testing/fake-api.ts');
  return fakeApi({}, () => null);
});

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  server.calls.length = 0;
});

function render(element: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <SWRConfig value={{ provider: () => new Map() }}>{element}</SWRConfig>
    </DesignSystemProvider>,
  );
}

describe('ConfirmActionDialog', () => {
  it('asks about the item, runs the action on it once confirmed, and closes', async () => {
    const onClose = vi.fn();
    const onDone = vi.fn();
    render(
      <ConfirmActionDialog
        endpoint="miniAppDelete"
        words={deleteDraft}
        item={{ id: 'm1', title: '社区活动报名' }}
        onClose={onClose}
        onDone={onDone}
      />,
    );
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog.getByText('删除草稿“社区活动报名”？')).toBeVisible();
    await expect.element(dialog.getByText('删除后不可恢复。')).toBeVisible();

    await dialog.getByRole('button', { name: '删除' }).click();
    await expect.poll(() => onDone.mock.calls.length).toBe(1);
    expect(server.calls.map((call) => call.body)).toEqual([{ id: 'm1' }]);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ItemCardActions', () => {
  it('shows only the actions given, the kind’s own between 提交审核 and 下线', async () => {
    const onInvalidate = vi.fn();
    render(
      <ItemCardActions
        submit={{ endpoint: 'articleSubmit', id: 'a1', onSubmitted: () => {} }}
        onInvalidate={onInvalidate}
      >
        <button type="button">分享预览</button>
      </ItemCardActions>,
    );
    await expect.element(page.getByRole('button', { name: '提交审核' })).toBeVisible();
    expect(
      page
        .getByRole('button')
        .elements()
        .map((button) => button.textContent),
    ).toEqual(['提交审核', '分享预览', '下线']);

    await page.getByRole('button', { name: '下线' }).click();
    expect(onInvalidate).toHaveBeenCalledTimes(1);
  });
});

describe('ReviewedItemCard', () => {
  it('ends with its facts when its status allows no action: no empty footer strip', async () => {
    const nothing = { edit: false, submit: false, invalidate: false, delete: false };
    render(
      <MemoryRouter>
        <ReviewedItemCard
          item={{
            id: 'm1',
            title: '社区活动报名',
            status: contentReviewStatus.review,
            live: false,
            publicUrl: null,
            updateTime: '2026-11-28 10:00:00',
          }}
          allowed={nothing}
          editPath="/miniApp_editor/m1"
          submitEndpoint="miniAppSubmit"
          onChanged={() => {}}
          onDelete={() => {}}
          onInvalidate={() => {}}
          onShowCode={() => {}}
          linkName="填写链接"
          publicNote={null}
          actions={false}
        >
          <dt>问题数</dt>
          <dd>3</dd>
        </ReviewedItemCard>
      </MemoryRouter>,
    );
    const card = page.getByRole('article', { name: '社区活动报名' });
    await expect.element(card.getByText('更新时间')).toBeVisible();
    expect(card.getByRole('button').elements()).toEqual([]);
    expect(card.element().lastElementChild).toContainElement(card.getByText('更新时间').element());
  });
});

describe('PublicLinkFact', () => {
  it('shows the link with copy and 二维码', async () => {
    const onShowCode = vi.fn();
    render(
      <dl>
        <PublicLinkFact name="阅读链接" url="https://example.cn/a/1" onShowCode={onShowCode} />
      </dl>,
    );
    await expect.element(page.getByText('阅读链接', { exact: true })).toBeVisible();
    await expect.element(page.getByText('https://example.cn/a/1')).toBeVisible();
    await page.getByRole('button', { name: '二维码' }).click();
    expect(onShowCode).toHaveBeenCalledTimes(1);
  });
});

describe('QrCodeDialog', () => {
  it('shows the code with what to do at the link', async () => {
    render(
      <QrCodeDialog
        item={{ title: '政策解读', publicUrl: 'https://example.cn/a/1' }}
        purpose="阅读"
        onClose={() => {}}
      />,
    );
    const dialog = page.getByRole('dialog', { name: '政策解读的二维码' });
    await expect
      .element(dialog.getByText('扫码或打开链接阅读：https://example.cn/a/1'))
      .toBeVisible();
  });
});
