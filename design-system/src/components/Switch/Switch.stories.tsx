import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: '自动续费', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    isSelected: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  name: '关',
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '自动续费' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  name: '开',
  args: { defaultSelected: true, children: '余额不足短信提醒' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '余额不足短信提醒' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const WithDescription: Story = {
  name: '带说明',
  args: {
    children: '余额不足短信提醒',
    description: '5G消息余额低于 100 条时，向绑定手机号发送提醒。',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: '余额不足短信提醒' }),
    ).toHaveAccessibleDescription('5G消息余额低于 100 条时，向绑定手机号发送提醒。');
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, children: '开启云直播' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '开启云直播' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  name: '不可用（开）',
  args: { isDisabled: true, defaultSelected: true, children: '开启云直播' },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '开启云直播' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  name: '长标签',
  args: {
    children:
      '服务到期前 7 天自动从账户余额续费，续费成功后将通过短信及站内信通知，余额不足时将暂停服务并提醒您充值',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Switch {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText(/自动从账户余额续费/));
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** 最佳实践: the label names what is on; the switch alone says whether it is. */
export const DoLabelTheSetting: Story = {
  name: '推荐：标签写设置项，开关表示状态',
  args: { children: '余额预警短信', defaultSelected: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '余额预警短信' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};

/**
 * 最佳实践, what to avoid: a hand-written 开 beside the switch. It repeats what the switch shows,
 * and here, after one press, it contradicts it.
 */
export const DontStateText: Story = {
  name: '不推荐：开关旁再写“开/关”',
  args: { children: '余额预警短信', defaultSelected: true },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Switch {...args} />
      <span>开</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: '余额预警短信' });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByText('开')).toBeVisible();
  },
};
