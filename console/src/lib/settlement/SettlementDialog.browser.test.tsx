import '@p5g/tokens/theme.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Order } from '@p5g/api/contract';
import { messageQueue, type CartLine } from '@p5g/design-system';
import { mount, unmountAll } from '../testing/mount.tsx';
import { SettlementDialog } from './SettlementDialog.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const payee = vi.hoisted(() => ({
  current: {
    accountName: '央视网5G智能平台示范运营有限公司',
    bankName: '中国工商银行北京复兴门支行',
    accountNumber: '0200001209200123456',
  } as Record<string, string> | null,
}));
vi.hoisted(() => {
  globalThis.fetch = async (url) => {
    const data = String(url).includes('/site/payeeAccount') ? payee.current : null;
    return new Response(JSON.stringify({ code: 0, msg: '成功', data }));
  };
});

afterEach(() => {
  unmountAll();
  messageQueue.clear();
});

function open(subject: { mode: 'add'; lines: CartLine[] } | { mode: 'edit'; order: Order }) {
  mount(<SettlementDialog {...subject} isOpen onOpenChange={() => {}} onDone={() => {}} />);
}

const lines: CartLine[] = [{ productId: 1, title: '5G消息套餐', price: 100_000, quantity: 1 }];

describe('the settlement dialog', () => {
  it('says whom to pay: 户名, 开户行 and 账号, each to copy', async () => {
    payee.current = {
      accountName: '央视网5G智能平台示范运营有限公司',
      bankName: '中国工商银行北京复兴门支行',
      accountNumber: '0200001209200123456',
    };
    open({ mode: 'add', lines });
    const account = page.getByRole('heading', { name: '收款账户' });
    await expect.element(account).toBeVisible();
    await expect.element(page.getByText('央视网5G智能平台示范运营有限公司')).toBeVisible();
    await expect.element(page.getByText('中国工商银行北京复兴门支行')).toBeVisible();
    await expect.element(page.getByText('0200 0012 0920 0123 456')).toBeVisible();
    for (const what of ['户名', '开户行', '账号']) {
      await expect.element(page.getByRole('button', { name: `复制${what}` })).toBeVisible();
    }
    await userEvent.click(page.getByRole('button', { name: '复制账号' }));
    await expect
      .element(page.getByRole('status').filter({ hasText: '已复制' }))
      .toBeInTheDocument();
  });

  it('gives the order number as the transfer remark when the order exists', async () => {
    const order = {
      orderNo: '202611221000001234',
      pay: 100_000,
      flowNo: 'LS001',
      prove: 'https://example.com/p.png',
      remark: null,
      items: [{ id: '1', name: '5G消息套餐', repetitions: 1, price: 100_000 }],
    } as unknown as Order;
    open({ mode: 'edit', order });
    await expect.element(page.getByText('202611221000001234')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '复制订单编号' })).toBeVisible();
  });

  it('sends to the hotline while the platform has entered no payee account', async () => {
    payee.current = null;
    open({ mode: 'add', lines });
    await expect.element(page.getByText(/收款账户信息请致电客服热线 400-097-0808/)).toBeVisible();
  });
});
