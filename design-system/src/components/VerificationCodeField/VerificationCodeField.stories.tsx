import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { VerificationCodeField } from './VerificationCodeField.tsx';
import { touchTargetSize } from '@p5g/tokens';

const meta = {
  title: 'Forms/VerificationCodeField',
  component: VerificationCodeField,
  args: { isRequired: true, onChange: fn(), onComplete: fn(), onSend: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    length: { control: 'number' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    countdownLabel: { control: false },
  },
  parameters: {
    // The send button turns pending while focused, so react-aria announces it through a bare
    // role="img" node in its live region, which axe flags once the button is back. Not our markup.
    a11y: { context: { exclude: ['[data-live-announcer]'] } },
  },
} satisfies Meta<typeof VerificationCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills one box per digit; the sixth digit completes the code. */
export const Default: Story = {
  name: '默认',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: /验证码/ });
    await expect(canvas.getByRole('group', { name: /验证码/ })).toContainElement(input);
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toBeRequired();
    await userEvent.click(input);
    await userEvent.keyboard('123456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

/** An SMS pasted whole (`验证码：123 456`) lands in the boxes as its six digits. */
export const PasteWholeCode: Story = {
  name: '粘贴整段验证码',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: /验证码/ });
    await userEvent.click(input);
    await userEvent.paste('验证码：654 321');
    await expect(input).toHaveValue('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

/** Letters and signs are refused as they are typed; the boxes hold digits only. */
export const DigitsOnly: Story = {
  name: '只能输入数字',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: /验证码/ });
    await userEvent.click(input);
    await userEvent.keyboard('1a2-3');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isInvalid: true, errorMessage: '请输入6位数字验证码', defaultValue: '1234' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /验证码/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('请输入6位数字验证码');
    await expect(canvas.getByText('请输入6位数字验证码')).toBeVisible();
  },
};

/**
 * After a successful send the button counts down and cannot be pressed; the label changes every
 * second, so the picture would depend on timing.
 */
export const ResendCountdown: Story = {
  name: '获取后倒计时',
  args: { description: '验证码已发送至 138****8000，5 分钟内有效' },
  parameters: { visual: false },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    const counting = await canvas.findByRole('button', { name: /^\d+秒后重新获取$/ });
    await expect(counting).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /验证码/ })).toHaveAccessibleDescription(
      '验证码已发送至 138****8000，5 分钟内有效',
    );
  },
};

/** A failed send offers the button again at once, without a countdown. */
export const SendFailed: Story = {
  name: '发送失败可重试',
  tags: ['test-only'],
  args: { onSend: fn(() => Promise.reject(new Error('短信发送失败'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled());
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, defaultValue: '123456' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /验证码/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/**
 * At 320 px the send button moves under the boxes instead of squeezing them; the input over the
 * boxes stays a full touch target.
 */
export const Narrow: Story = {
  name: '最窄屏幕',
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  args: { defaultValue: '12' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /验证码/ });
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(touchTargetSize);
    await expect(input).toHaveValue('12');
  },
};

/** 最佳实践: after sending, the description says where the code went (masked) and how long it lasts. */
export const DoSayWhereSent: Story = {
  name: '推荐：写明发送到的号码和有效期',
  args: { description: '验证码已发送至 138****8000，5 分钟内有效' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /验证码/ });
    await expect(input).toHaveAccessibleDescription(/138\*{4}8000.*5 分钟内有效/);
  },
};

/** 最佳实践, what to avoid: 已发送 alone. Which phone, and for how long, is left to guess. */
export const DontBareSent: Story = {
  name: '不推荐：只写“已发送”',
  args: { description: '已发送' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /验证码/ });
    await expect(input).toHaveAccessibleDescription('已发送');
    await expect(input).not.toHaveAccessibleDescription(/\d/);
  },
};
