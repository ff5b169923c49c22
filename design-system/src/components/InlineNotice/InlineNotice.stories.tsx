import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { InlineNotice, inlineNoticeTypes } from './InlineNotice.tsx';

const meta = {
  title: 'Feedback/InlineNotice',
  component: InlineNotice,
  args: {
    children:
      '审核时间为每日 08:00-22:00（全年无休），紧急模板请致电 400-097-0808。模板有效期 7 天，过期后不可发送。',
  },
  argTypes: {
    type: { control: 'inline-radio', options: inlineNoticeTypes },
    title: { control: 'text' },
    children: { control: 'text' },
    action: { control: false },
  },
  render: (args) => (
    <div style={{ width: 640 }}>
      <InlineNotice {...args} />
    </div>
  ),
} satisfies Meta<typeof InlineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 我的模板's review note (spec §2). */
export const ReviewWindow: Story = {
  name: '审核时间说明',
  play: async ({ canvas }) => {
    const notice = canvas.getByText(/审核时间为每日/).closest('[data-type]');
    await expect(notice).toHaveAttribute('data-type', 'info');
    await expect(notice).toHaveTextContent(/^提示：审核时间为每日/);
    await expect(notice).not.toHaveAttribute('role');
  },
};

/** Spec §4: a micro-app form paused for lack of balance, with the way out. */
export const PausedWithAction: Story = {
  name: '已暂停，附操作',
  args: {
    type: 'warning',
    title: '表单已暂停',
    children: '此表单包含付费专享功能，现已暂停使用',
    action: (
      <Button variant="text" size="small" onPress={fn()}>
        立即订购
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByText('此表单包含付费专享功能，现已暂停使用').closest('[data-type]');
    await expect(notice).toHaveTextContent(/^警告：表单已暂停/);
    await expect(canvas.getByRole('button', { name: '立即订购' })).toBeVisible();
  },
};

export const AllTypes: Story = {
  name: '全部类型',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ width: 640, display: 'grid', gap: 12 }}>
      <InlineNotice type="info">模板有效期 7 天，过期后不可发送。</InlineNotice>
      <InlineNotice type="success" title="设置成功">
        余额低于预警条数时，我们将以短信通知您。
      </InlineNotice>
      <InlineNotice type="warning">5G 消息余额不足预警条数，发送可能失败。</InlineNotice>
      <InlineNotice type="error">此内容包含付费专享功能，现已暂停访问</InlineNotice>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const notices = [...canvasElement.querySelectorAll('[data-type]')];
    await expect(notices.map((notice) => notice.getAttribute('data-type'))).toEqual([
      'info',
      'success',
      'warning',
      'error',
    ]);
  },
};

/** A problem found after the user acted is announced: an error as an alert. */
export const AnnouncedAfterAction: Story = {
  name: '操作后播报',
  parameters: { controls: { disable: true } },
  render: () => {
    const [shown, setShown] = useState(false);
    return (
      <div style={{ width: 640, display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Button onPress={() => setShown(true)}>检查模板</Button>
        {shown && (
          <InlineNotice type="error" announce>
            模板已过期，不可发送。请复制为新模板后重新提交审核。
          </InlineNotice>
        )}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '检查模板' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('错误：模板已过期，不可发送。');
  },
};

/** On a 320 px phone the text wraps without a lone character on its last line. */
export const Narrow: Story = {
  name: '320px窄屏',
  render: (args) => (
    <div style={{ width: 288 }}>
      <InlineNotice {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/审核时间为每日/)).toBeVisible();
  },
};

/** 最佳实践: one notice for the area, ending in the one thing to do about it. */
export const DoOneNoticeWithNextStep: Story = {
  name: '推荐：一个区域一条提示，附下一步',
  args: {
    type: 'warning',
    children: '5G 消息余额不足预警条数，发送可能失败。',
    action: (
      <Button variant="text" size="small" onPress={fn()}>
        立即充值
      </Button>
    ),
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('[data-type]')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '立即充值' })).toBeVisible();
  },
};

/** 最佳实践, what to avoid: notices stacked on one area. Each one dilutes the others, and none says what to do. */
export const DontStackedNotices: Story = {
  name: '不推荐：同一区域堆叠多条提示',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ width: 640, display: 'grid', gap: 12 }}>
      <InlineNotice type="info">模板有效期 7 天，过期后不可发送。</InlineNotice>
      <InlineNotice type="warning">5G 消息余额不足预警条数，发送可能失败。</InlineNotice>
      <InlineNotice type="info">审核时间为每日 08:00-22:00（全年无休）。</InlineNotice>
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('[data-type]')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
