import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { Order } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { OrderDetail } from './OrderDetail.tsx';

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

/** An order returned for re-editing: purchase status 5, order-list status 3. */
const order = {
  orderNo: '202611221000001234',
  createTime: '2026-11-22T02:00:00.000Z',
  items: [],
  fee: 100_000,
  pay: 100_000,
  source: 1,
  prove: 'data:image/png;base64,iVBORw0KGgo=',
  remark: null,
  flowNo: 'LS001',
  orderStatus: 3,
  status: 5,
  reviewReason: '凭证不清晰',
  history: [],
} as unknown as Order;

function show(viewer?: 'reviewer') {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <OrderDetail order={order} viewer={viewer} />
    </DesignSystemProvider>,
  );
}

const statusTerms = () =>
  page
    .getByRole('term')
    .elements()
    .filter((term) => term.textContent?.includes('状态'));

describe('the order detail', () => {
  it('shows the customer one status, as the order list does', async () => {
    show();
    await expect.element(page.getByText('202611221000001234')).toBeVisible();
    expect(statusTerms().map((term) => term.textContent)).toEqual(['订单状态']);
    await expect.element(page.getByText('处理失败')).toBeVisible();
  });

  it('shows the reviewer one status, the review queue’s own', async () => {
    show('reviewer');
    await expect.element(page.getByText('202611221000001234')).toBeVisible();
    expect(statusTerms().map((term) => term.textContent)).toEqual(['订单状态']);
    await expect.element(page.getByText('已退回修改')).toBeVisible();
  });
});
