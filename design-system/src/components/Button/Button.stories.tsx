import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button.tsx';

const variantNames: Record<(typeof buttonVariants)[number], string> = {
  primary: '主要',
  secondary: '次要',
  text: '文字',
  danger: '危险',
};

const sizeNames: Record<(typeof buttonSizes)[number], string> = {
  small: '小（28px）',
  medium: '中（32px）',
  large: '大（40px）',
  touch: '触控（44px）',
};

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: '提交申请', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
  parameters: {
    // A button that turns pending while focused makes react-aria announce it through a bare
    // role="img" node in its live region, which axe flags once the button is gone. Not our markup.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  name: '主要按钮',
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交申请' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  name: '次要按钮',
  args: { variant: 'secondary', children: '取消' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '取消' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Text: Story = {
  name: '文字按钮',
  args: { variant: 'text', children: '查看明细' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看明细' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  name: '危险按钮',
  args: { variant: 'danger', children: '删除' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { variant: 'primary', isLoading: true, children: '结算中' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /结算中/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/**
 * A button with an icon starts loading when pressed: the spinner takes the icon's place, so the
 * button keeps its width and nothing beside it moves.
 */
export const LoadingWithIcon: Story = {
  name: '带图标的按钮加载中',
  args: { children: '刷新', icon: <RefreshCw aria-hidden size={14} /> },
  render: function Render(args) {
    const [isLoading, setLoading] = useState(false);
    return (
      <Button
        {...args}
        isLoading={isLoading}
        onPress={(event) => {
          args.onPress?.(event);
          setLoading(true);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '刷新' });
    const before = button.getBoundingClientRect().width;
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await expect(button.getBoundingClientRect().width).toBe(before);
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { variant: 'primary', isDisabled: true, children: '去支付' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '去支付' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  name: '长文字',
  args: {
    variant: 'primary',
    children: '提交并前往订单中心查看审核进度，审核通过后余额将自动到账',
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
  },
};

/** Every variant in every size, enabled and disabled: the visual-regression grid. */
export const AllVariants: Story = {
  name: '全部样式与尺寸',
  render: (args) => (
    <table style={{ borderSpacing: 12 }}>
      <thead>
        <tr>
          <th scope="col">尺寸</th>
          <th scope="colgroup" colSpan={buttonVariants.length}>
            可用
          </th>
          <th scope="colgroup" colSpan={buttonVariants.length}>
            禁用
          </th>
        </tr>
      </thead>
      <tbody>
        {buttonSizes.map((size) => (
          <tr key={size}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>
              {sizeNames[size]}
            </th>
            {[false, true].flatMap((isDisabled) =>
              buttonVariants.map((variant) => (
                <td key={`${variant}-${isDisabled}`}>
                  <Button {...args} variant={variant} size={size} isDisabled={isDisabled}>
                    {variantNames[variant]}
                  </Button>
                </td>
              )),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons).toHaveLength(buttonSizes.length * buttonVariants.length * 2);
  },
};

/** 最佳实践: one primary action in a group, so the user sees at once which one moves them on. */
export const DoOnePrimary: Story = {
  name: '推荐：一组操作只有一个主要按钮',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button>取消</Button>
      <Button variant="primary">提交申请</Button>
    </div>
  ),
};

/** 最佳实践: two primaries side by side leave the user guessing which action matters. */
export const DontTwoPrimaries: Story = {
  name: '不推荐：两个主要按钮并列',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button variant="primary">保存草稿</Button>
      <Button variant="primary">提交申请</Button>
    </div>
  ),
};
