import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: '我已阅读并同意《服务协议》', onChange: fn() },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isSelected: { control: 'boolean' },
    isIndeterminate: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '未勾选',
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '我已阅读并同意《服务协议》' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  name: '已勾选',
  args: { defaultSelected: true, children: '自动续费' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '自动续费' });
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

/** Used by a "select all" box when only some of the rows below it are chosen. */
export const Indeterminate: Story = {
  name: '半选',
  args: { isIndeterminate: true, children: '全选' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '全选' });
    await expect(checkbox).toBePartiallyChecked();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, defaultSelected: true, children: '开通短信提醒' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '开通短信提醒' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  name: '带说明',
  args: {
    children: '余额不足时提醒我',
    description: '余额低于 100 条时，将向账号绑定的手机号发送短信。',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: '余额不足时提醒我' }),
    ).toHaveAccessibleDescription('余额低于 100 条时，将向账号绑定的手机号发送短信。');
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isInvalid: true, errorMessage: '请阅读并同意服务协议' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '我已阅读并同意《服务协议》' });
    await expect(checkbox).toBeInvalid();
    await expect(canvas.getByText('请阅读并同意服务协议')).toBeVisible();
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const LongLabel: Story = {
  name: '长标签',
  args: {
    children:
      '我已阅读并同意《5G智能平台服务协议》《隐私政策》及《增值服务计费规则》，知晓服务开通后费用将从账户余额中按月扣除，余额不足时服务将暂停',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Checkbox {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await userEvent.click(canvas.getByText(/增值服务计费规则/));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** 最佳实践: the label says what ticking it means, and the label text itself ticks the box. */
export const DoLabelIsTheTarget: Story = {
  name: '推荐：标签写明后果，点文字也能勾选',
  args: { children: '到期后自动续费，从账户余额扣款' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '到期后自动续费，从账户余额扣款' });
    await userEvent.click(canvas.getByText('到期后自动续费，从账户余额扣款'));
    await expect(checkbox).toBeChecked();
  },
};

/**
 * 最佳实践, what to avoid: the words beside the box are not its label, so a click on them does
 * nothing and only the 16 px box responds.
 */
export const DontSeparateText: Story = {
  name: '不推荐：说明文字与复选框分离',
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Checkbox {...args} aria-label="自动续费">
        {null}
      </Checkbox>
      <span>到期后自动续费，从账户余额扣款</span>
    </div>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '自动续费' });
    await userEvent.click(canvas.getByText('到期后自动续费，从账户余额扣款'));
    await expect(checkbox).not.toBeChecked();
  },
};
