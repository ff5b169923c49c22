import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { timeWhen } from '../../docs/story-timing.ts';
import { timing } from '@p5g/tokens';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayClosed } from '../../test-support/waits.ts';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { message, messageQueue, messageTypes, ToastRegion } from './Toast.tsx';

const meta = {
  title: 'Feedback/Toast',
  parameters: overlayDocs,
  component: ToastRegion,
  render: (args) => (
    <>
      <ToastRegion {...args} />
      <Button variant="primary" onPress={() => message.success('设置成功')}>
        保存设置
      </Button>
    </>
  ),
  // The queue is global: start and end every story with no message on screen.
  beforeEach: () => {
    message.closeAll();
    return () => message.closeAll();
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const findMessage = (text: string) => screen.findByRole('alertdialog', { name: text });

/** A success message after an action; it closes itself after 3 s (spec §8). */
export const AutoDismiss: Story = {
  name: '3秒后自动关闭',
  tags: ['test-only'],
  play: async ({ canvas }) => {
    // Timed from before the press: the message's clock starts once it is on screen, after this,
    // so closing earlier than its duration after `pressedAt` is closing early, however slow the
    // machine. The bound on the close is only that: it passes as soon as the message goes.
    const pressedAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    const toast = await findMessage('设置成功');
    const closed = timeWhen(() => screen.queryByRole('alertdialog'), false);
    await expect(within(toast).getByRole('img', { name: '成功' })).toBeVisible();
    await overlayClosed('alertdialog', { timeout: timing.messageDuration + 10_000 });
    await expect((await closed) - pressedAt).toBeGreaterThanOrEqual(timing.messageDuration);
  },
};

/** Every type, each with its own icon and spoken type, kept open (duration 0) for review. */
export const AllTypes: Story = {
  name: '全部类型',
  play: async () => {
    message.success('设置成功', { duration: 0 });
    message.error('系统错误', { duration: 0 });
    message.warning('余额不足，请及时充值', { duration: 0 });
    message.info('模板审核时间为 08:00-22:00', { duration: 0 });
    const region = await screen.findByRole('region', { name: '消息通知' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(4));
    for (const [type, label] of [
      ['success', '成功'],
      ['error', '错误'],
      ['warning', '警告'],
      ['info', '提示'],
    ] as const) {
      await expect(messageTypes).toContain(type);
      await expect(within(region).getByRole('img', { name: label })).toBeVisible();
    }
  },
};

export const ErrorMessage: Story = {
  name: '错误消息',
  play: async () => {
    message.error('系统升级或维护中，请稍后再试', { duration: 0 });
    const toast = await findMessage('系统升级或维护中，请稍后再试');
    await expect(within(toast).getByRole('img', { name: '错误' })).toBeVisible();
  },
};

/** The close button (关闭) ends a message early and calls onClose. */
export const ManualClose: Story = {
  name: '手动关闭',
  tags: ['test-only'],
  play: async () => {
    const onClose = fn();
    message.warning('会话已失效，请重新登录', { duration: 0, onClose });
    const toast = await findMessage('会话已失效，请重新登录');
    await userEvent.click(within(toast).getByRole('button', { name: '关闭' }));
    await overlayClosed('alertdialog');
    await expect(onClose).toHaveBeenCalledTimes(1);
  },
};

export const CustomDuration: Story = {
  name: '自定义时长',
  tags: ['test-only'],
  play: async () => {
    const addedAt = performance.now();
    message.info('已复制到剪贴板', { duration: 1000 });
    await findMessage('已复制到剪贴板');
    const closed = timeWhen(() => screen.queryByRole('alertdialog'), false);
    // The queue's timer runs the given duration, not the default; how soon the message goes after
    // it is the machine's speed, bounded only.
    await expect(messageQueue.visibleToasts[0]?.timeout).toBe(1000);
    await overlayClosed('alertdialog', { timeout: 1000 + 10_000 });
    await expect((await closed) - addedAt).toBeGreaterThanOrEqual(1000);
  },
};

/** message.close(key) closes the one message it returned. */
export const CloseByKey: Story = {
  name: '按key关闭一条',
  play: async () => {
    const key = message.info('正在导出账单', { duration: 0 });
    message.success('导出任务已创建', { duration: 0 });
    await findMessage('正在导出账单');
    message.close(key);
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: '正在导出账单' })).not.toBeInTheDocument(),
    );
    await expect(await findMessage('导出任务已创建')).toBeVisible();
  },
};

/**
 * A message with a next step, e.g. the way to the download centre after an export, instead of a
 * link that appears beside the button and moves what follows it. It stays until closed, so the
 * link can be reached calmly, by keyboard too.
 */
export const WithAction: Story = {
  name: '带操作链接',
  play: async () => {
    message.success('已加入下载中心', {
      action: <Link href="#download-center">前往下载中心</Link>,
    });
    const toast = await findMessage('已加入下载中心');
    await expect(within(toast).getByRole('link', { name: '前往下载中心' })).toHaveAttribute(
      'href',
      '#download-center',
    );
    await expect(messageQueue.visibleToasts[0]?.timeout).toBeUndefined();
  },
};

export const LongText: Story = {
  name: '长文本',
  play: async () => {
    const text =
      '订单已提交成功，等待审核。审核通过后套餐将自动生效，您可以在账户中心的订单列表中查看审核进度和订单详情，如有疑问请联系平台客服。';
    message.success(text, { duration: 0 });
    const toast = await findMessage(text);
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(560);
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth + 1);
  },
};

/** With no message the region renders nothing. */
export const Empty: Story = {
  name: '无消息',
  tags: ['test-only'],
  play: async () => {
    await expect(screen.queryByRole('region', { name: '消息通知' })).not.toBeInTheDocument();
  },
};

/**
 * The 最佳实践 pair's set-up: a 保存设置 button that sends `messages` (kept open for review), and a
 * play that presses it and expects that many messages on screen.
 */
const saveSettings = (...messages: [(typeof messageTypes)[number], string][]): Story => ({
  render: (args) => (
    <>
      <ToastRegion {...args} />
      <Button
        variant="primary"
        onPress={() => messages.forEach(([type, text]) => message[type](text, { duration: 0 }))}
      >
        保存设置
      </Button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存设置' }));
    const region = await screen.findByRole('region', { name: '消息通知' });
    await waitFor(() =>
      expect(within(region).getAllByRole('alertdialog')).toHaveLength(messages.length),
    );
  },
});

/** 最佳实践: one action, one message, kept open here for review. */
export const DoOneMessagePerAction: Story = {
  name: '推荐：一次操作一条消息',
  ...saveSettings(['success', '设置成功']),
};

/** 最佳实践, what to avoid: one save, two messages saying the same thing; the second hides the first. */
export const DontTwoMessagesPerAction: Story = {
  name: '不推荐：一次操作发多条消息',
  ...saveSettings(['success', '保存成功'], ['info', '余额提醒设置已更新']),
};
