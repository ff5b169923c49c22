import '@p5g/tokens/theme.css';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { messageQueue } from '@p5g/design-system';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { OrderList } from './OrderList.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const { sent } = vi.hoisted(() => {
  const bodies: Record<string, unknown>[] = [];
  globalThis.fetch = async (_url, init) => {
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return new Response(JSON.stringify({ code: 0, msg: '成功', data: { total: 0, list: [] } }));
  };
  return { sent: bodies };
});

beforeEach(() => {
  sent.length = 0;
  // Only the clock is fixed (today 2026-11-23 in China); timers stay real for typing.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T04:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  unmountAll();
  messageQueue.clear();
});

/** The date segments: start year, month, day, then end year, month, day. */
const segment = (index: number) => page.getByRole('spinbutton').all()[index]!;

describe('the order filter', () => {
  it('says why 查询 does nothing for a range in the future, instead of the browser blocking it silently', async () => {
    mount(<OrderList />);
    await expect.poll(() => sent.length).toBe(1);

    await userEvent.click(segment(0));
    await userEvent.keyboard('20301231');
    await userEvent.click(segment(3));
    await userEvent.keyboard('20301231');
    await userEvent.click(page.getByRole('button', { name: '查询' }));

    await expect
      .poll(() => messageQueue.visibleToasts.map((toast) => toast.content.text))
      .toEqual(['开始时间不能晚于今天']);
    expect(sent).toHaveLength(1);
  });
});
