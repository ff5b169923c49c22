import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Bell, Mail } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Badge, badgeTones, Dot } from './Badge.tsx';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { count: 5 },
  // Room for badges that overhang the corner of what they mark.
  decorators: [
    (Story) => (
      <div style={{ padding: 8 }}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    max: { control: 'number' },
    count: { control: 'number' },
    children: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  name: '计数',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5')).toBeVisible();
  },
};

export const Overflow: Story = {
  name: '超过上限显示99+',
  args: { count: 128 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.queryByText('128')).not.toBeInTheDocument();
  },
};

export const CustomMax: Story = {
  name: '自定义上限',
  args: { count: 12, max: 9, tone: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

export const ZeroHidden: Story = {
  name: '为0时隐藏',
  args: { count: 0, children: <Bell aria-label="通知" size={20} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('通知')).toBeVisible();
    await expect(canvas.queryByText('0')).not.toBeInTheDocument();
  },
};

export const ZeroShown: Story = {
  name: '为0时仍显示',
  args: { count: 0, showZero: true, tone: 'neutral' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

export const Tones: Story = {
  name: '全部色调',
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} />
      ))}
    </div>
  ),
  args: { count: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('12')).toHaveLength(badgeTones.length);
  },
};

const onOpenInbox = fn();

/** On a button: the label replaces the bare number, so the button reads “站内信 8 条未读消息”. */
export const OnButton: Story = {
  name: '在按钮上',
  args: { count: 8, label: '8 条未读消息' },
  render: (args) => (
    <Button variant="text" onPress={onOpenInbox}>
      站内信
      <Badge {...args}>
        <Mail aria-hidden size={16} />
      </Badge>
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /^站内信\s*8 条未读消息$/ });
    await userEvent.click(button);
    await expect(onOpenInbox).toHaveBeenCalledTimes(1);
  },
};

const onBell = fn();

/** The header's unread mark: a dot on the bell, never colour alone — the button's name says it. */
export const UnreadDot: Story = {
  name: '未读圆点',
  parameters: { controls: { disable: true } },
  render: () => (
    <Button variant="text" onPress={onBell}>
      <Dot label="有未读消息">
        <Bell aria-hidden size={16} />
      </Dot>
      消息中心
    </Button>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^有未读消息\s*消息中心$/ }));
    await expect(onBell).toHaveBeenCalledTimes(1);
  },
};

export const DotRead: Story = {
  name: '已读（无圆点）',
  parameters: { controls: { disable: true } },
  render: () => (
    <Button variant="text">
      <Dot label="有未读消息" isVisible={false}>
        <Bell aria-hidden size={16} />
      </Dot>
      消息中心
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '消息中心' })).toBeVisible();
  },
};

export const DotStandalone: Story = {
  name: '单独的圆点',
  parameters: { controls: { disable: true } },
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <Dot label="新" tone="success" />
      关于5G消息模板审核时间调整的通知（2022年11月1日起全年 08:00-22:00 受理，紧急模板请致电客服）
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('新')).toBeInTheDocument();
  },
};

/** The 最佳实践 pair's 消息中心 button, with `icon` before its text. */
const messageCentre = (icon: ReactNode) => <Button variant="text">{icon}消息中心</Button>;

/** 最佳实践: the dot sits inside the button it marks, so 有未读消息 is part of the button's name. */
export const DoDotInsideControl: Story = {
  name: '推荐：圆点放在所标记的按钮内',
  parameters: { controls: { disable: true } },
  render: () =>
    messageCentre(
      <Dot label="有未读消息">
        <Bell aria-hidden size={16} />
      </Dot>,
    ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName(/有未读消息/);
  },
};

/**
 * 最佳实践, what to avoid: the dot beside the button. It looks the same, but a screen reader hears
 * only 消息中心 on the button and the unread mark somewhere else.
 */
export const DontDotBesideControl: Story = {
  name: '不推荐：圆点放在按钮外',
  parameters: { controls: { disable: true } },
  render: () => (
    <span style={{ display: 'inline-flex', alignItems: 'center' }}>
      {messageCentre(<Bell aria-hidden size={16} />)}
      <Dot label="有未读消息" />
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAccessibleName('消息中心');
  },
};
