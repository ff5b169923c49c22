import '@p5g/tokens/theme.css';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { messageQueue, ToastRegion } from '@p5g/design-system';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { BillDetail } from './BillDetail.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const { sent, exported } = vi.hoisted(() => {
  const bodies: Record<string, unknown>[] = [];
  const exports: Record<string, unknown>[] = [];
  globalThis.fetch = async (url, init) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    if (String(url).endsWith('/download/create')) {
      exports.push(body);
      const file = { id: '1', kind: 'bills', fileName: '账单明细.xlsx', state: 'queued' };
      return new Response(JSON.stringify({ code: 0, msg: '成功', data: file }));
    }
    bodies.push(body);
    const row = {
      id: `bill-${bodies.length}`,
      billDay: String(body.startDay),
      category: 2,
      billType: 1,
      balance: 10,
      oriQuantity: 0,
      billQuantity: 10,
      desc: `${String(body.startDay)}至${String(body.endDay)}的账单`,
      actualQuantity: null,
    };
    return new Response(JSON.stringify({ code: 0, msg: '成功', data: { total: 1, list: [row] } }));
  };
  return { sent: bodies, exported: exports };
});

beforeEach(() => {
  sent.length = 0;
  exported.length = 0;
  // A manager, who may export and fetch the file in the download centre.
  localStorage.setItem(
    'userInfo',
    JSON.stringify({ platform: 1, userStatus: 1, isChatBotManager: true, authMenuList: null }),
  );
  localStorage.setItem('token', 'tok');
  // Only the clock is fixed (today 2026-11-23 in China); timers stay real for typing.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T04:00:00Z'));
});

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  unmountAll();
  messageQueue.clear();
});

async function renderBills() {
  mount(
    <>
      <BillDetail />
      <ToastRegion />
    </>,
  );
  await expect.poll(() => sent.length).toBe(1);
  await expect
    .element(page.getByRole('grid', { name: '账单列表' }))
    .toHaveTextContent('20261101至20261123的账单');
}

/** The date segments: start year, month, day, then end year, month, day. */
const segment = (index: number) => page.getByRole('spinbutton').all()[index]!;

describe('bill dates typed by hand (spec §5)', () => {
  it('says at once when a typed start falls after the end, and 查询 lists no stale rows', async () => {
    await renderBills();
    await userEvent.click(segment(5));
    await userEvent.keyboard('10');
    await userEvent.click(segment(2));
    await userEvent.keyboard('15');
    await expect.element(page.getByText('结束时间不能早于开始时间').first()).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: '查询' }));
    expect(sent).toHaveLength(1);
    await expect
      .element(page.getByRole('grid', { name: '账单列表' }))
      .not.toHaveTextContent('20261101至20261123的账单');
    await expect.element(page.getByText('请选择正确的账单日期后查询')).toBeVisible();
  });

  it('resets a typed end in another month to the start, as the calendar does', async () => {
    await renderBills();
    await userEvent.click(segment(4));
    await userEvent.keyboard('10');
    await expect
      .poll(() =>
        page
          .getByRole('spinbutton')
          .all()
          .map((s) => s.element().textContent),
      )
      .toEqual(['2026', '11', '1', '2026', '11', '1']);
  });
});

describe('导出 of the bills listed', () => {
  it("exports the tab's category and the range last queried, and points to the download centre", async () => {
    await renderBills();
    await userEvent.click(page.getByRole('button', { name: '导出' }));
    await expect
      .poll(() => exported)
      .toEqual([{ kind: 'bills', queryType: 2, startDay: '20261101', endDay: '20261123' }]);
    expect(messageQueue.visibleToasts.map((toast) => toast.content.text)).toEqual([
      '已加入下载中心',
    ]);
    await expect
      .element(
        page.getByRole('region', { name: '消息通知' }).getByRole('link', { name: '前往下载中心' }),
      )
      .toHaveAttribute('href', expect.stringContaining('/pe/download_center'));
  });

  it('is unavailable while no valid range is listed', async () => {
    await renderBills();
    await userEvent.click(segment(5));
    await userEvent.keyboard('10');
    await userEvent.click(segment(2));
    await userEvent.keyboard('15');
    await userEvent.click(page.getByRole('button', { name: '查询' }));
    await expect.element(page.getByRole('button', { name: '导出' })).toBeDisabled();
    expect(exported).toEqual([]);
  });
});
