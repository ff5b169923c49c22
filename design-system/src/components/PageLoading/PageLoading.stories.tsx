import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { timing } from '@p5g/tokens';
import { timeWhen } from '../../docs/story-timing.ts';
import { useState } from 'react';
import { expect, screen, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { PageLoading, type PageLoadingProps } from './PageLoading.tsx';

/** A page behind the overlay, with buttons that start and end a request. */
function Page(args: PageLoadingProps) {
  const [isLoading, setLoading] = useState(args.isLoading);
  return (
    <>
      <h1 style={{ margin: 0 }}>账户中心</h1>
      <div style={{ display: 'flex', gap: 8, marginBlockStart: 16 }}>
        <Button onPress={() => setLoading(true)}>发起请求</Button>
        <Button onPress={() => setLoading(false)}>响应返回</Button>
      </div>
      <PageLoading {...args} isLoading={isLoading} />
    </>
  );
}

const meta = {
  title: 'Feedback/PageLoading',
  parameters: overlayDocs,
  component: PageLoading,
  render: Page,
  args: { isLoading: true },
} satisfies Meta<typeof PageLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

const spinner = () => screen.queryByRole('progressbar', { name: '加载中' });

/** Covers the whole page above every other layer. */
export const Loading: Story = {
  name: '加载中',
  play: async ({ canvas }) => {
    await expect(spinner()).toBeVisible();
    const heading = canvas.getByRole('heading', { name: '账户中心' }).getBoundingClientRect();
    const topmost = document.elementFromPoint(heading.left + 4, heading.top + 4);
    await expect(topmost).not.toBe(canvas.getByRole('heading'));
    // A status region: announced, and not content outside the page's landmarks (axe region).
    await expect(screen.getByRole('status')).toContainElement(spinner());
  },
};

export const NotLoading: Story = {
  name: '未加载',
  tags: ['test-only'],
  args: { isLoading: false },
  play: async () => {
    await expect(spinner()).not.toBeInTheDocument();
  },
};

/** Stays 200 ms after the last response (spec §9), then goes. */
export const HidesAfterDelay: Story = {
  name: '延迟后隐藏',
  tags: ['test-only'],
  play: async ({ canvas }) => {
    const hidden = timeWhen(spinner, false);
    const respondedAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: '响应返回' }));
    await expect((await hidden) - respondedAt).toBeGreaterThanOrEqual(timing.spinnerHideDelay);
  },
};

/** A new request within the delay keeps the same overlay: no flicker between requests. */
export const NextRequestWithinDelay: Story = {
  name: '延迟内的新请求',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '响应返回' }));
    await userEvent.click(canvas.getByRole('button', { name: '发起请求' }));
    await new Promise((resolve) => setTimeout(resolve, timing.spinnerHideDelay * 2));
    await expect(spinner()).toBeVisible();
  },
};

/** Appears at once when a request starts. */
export const ShowsAtOnce: Story = {
  name: '立即显示',
  args: { isLoading: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发起请求' }));
    await expect(spinner()).toBeVisible();
  },
};

export const CustomLabel: Story = {
  name: '自定义文字',
  args: { label: '正在提交订单，请勿关闭页面' },
  play: async () => {
    await expect(screen.getByRole('progressbar')).toHaveAccessibleName(
      '正在提交订单，请勿关闭页面',
    );
  },
};

/** The element at the centre of a button: the button itself unless something covers it. */
const reachable = (button: HTMLElement) => {
  const { left, top, width, height } = button.getBoundingClientRect();
  return button.contains(document.elementFromPoint(left + width / 2, top + height / 2));
};

/** 最佳实践: one card loading gets its own Spinner; the rest of the page stays usable. */
export const DoLocalSpinner: Story = {
  name: '推荐：局部加载用Spinner，页面仍可操作',
  parameters: { controls: { disable: true } },
  render: () => (
    <>
      <h1 style={{ margin: 0 }}>账户中心</h1>
      <section
        aria-label="消费趋势"
        style={{ width: 320, height: 120, display: 'grid', placeItems: 'center' }}
      >
        <Spinner />
      </section>
      <Button>查看订单</Button>
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(reachable(canvas.getByRole('button', { name: '查看订单' }))).toBe(true);
  },
};

/** 最佳实践, what to avoid: the whole-page overlay for one card's data; the user cannot touch anything else meanwhile. */
export const DontOverlayForOneCard: Story = {
  name: '不推荐：为一个卡片遮住整页',
  parameters: { controls: { disable: true } },
  render: () => (
    <>
      <h1 style={{ margin: 0 }}>账户中心</h1>
      <section aria-label="消费趋势" style={{ width: 320, height: 120 }} />
      <Button>查看订单</Button>
      <PageLoading isLoading />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await screen.findByRole('progressbar', { name: '加载中' })).toBeVisible();
    await expect(reachable(canvas.getByRole('button', { name: '查看订单' }))).toBe(false);
  },
};
