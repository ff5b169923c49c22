import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { formatMoney } from '../../format/index.ts';
import { MoneyField } from './MoneyField.tsx';

const meta = {
  title: 'Forms/MoneyField',
  component: MoneyField,
  args: {
    label: '汇款金额',
    placeholder: '请输入汇款金额',
    width: 240,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    currencySign: { control: 'text' },
    suffix: { control: 'text' },
    width: { control: 'number' },
    maxLength: { control: 'number' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await expect(canvas.getByText('¥')).toBeVisible();
    await userEvent.type(input, '12.345');
    await expect(input).toHaveValue('12.34');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.34');
  },
};

/** Letters, a minus and a second dot are ignored; a leading zero gives way to the next digit. */
export const Filtering: Story = {
  name: '输入时过滤',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await userEvent.type(input, '-0a5.2.9');
    await expect(input).toHaveValue('5.29');
  },
};

export const TrailingDotOnBlur: Story = {
  name: '失焦去掉末尾小数点',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await userEvent.type(input, '88.');
    await expect(input).toHaveValue('88.');
    await userEvent.tab();
    await expect(input).toHaveValue('88');
    await expect(args.onChange).toHaveBeenLastCalledWith('88');
  },
};

export const Pasted: Story = {
  name: '粘贴时过滤',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await userEvent.click(input);
    await userEvent.paste('¥1,234.567');
    await expect(input).toHaveValue('1234.56');
  },
};

/** Controlled by the page, as with react-hook-form: the value is the yuan string. */
export const Controlled: Story = {
  name: '受控',
  render: function Render(args) {
    const [value, setValue] = useState('100');
    return (
      <>
        <MoneyField
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange?.(next);
          }}
        />
        <output>当前值：{value}</output>
      </>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await userEvent.type(input, '.5');
    await expect(input).toHaveValue('100.5');
    await expect(canvas.getByText('当前值：100.5')).toBeVisible();
  },
};

export const WithDescription: Story = {
  name: '带说明',
  args: { description: '单位为元，最多保留两位小数' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '汇款金额' })).toHaveAccessibleDescription(
      '单位为元，最多保留两位小数',
    );
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isInvalid: true, errorMessage: '请输入汇款金额' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('请输入汇款金额');
  },
};

/** Settlement amounts cannot be changed while editing a settlement. */
export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, defaultValue: '5000.00' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('5000.00');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  name: '必填',
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await expect(input).toBeRequired();
    await userEvent.type(input, '0.01');
    await expect(input).toHaveValue('0.01');
  },
};

export const LongText: Story = {
  name: '长文本',
  args: {
    label: '本次线下汇款金额（须与银行回单上的金额完全一致，否则将无法通过财务审核）',
    description: '汇款到账后一至三个工作日内完成审核，审核通过后余额自动到账，请留意站内消息通知',
    defaultValue: '1234567890123456.78',
    suffix: '元',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('1234567890123456.78');
    await expect(input.closest('[role="presentation"]')?.getBoundingClientRect().width).toBe(240);
  },
};

export const Empty: Story = {
  name: '空值',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', '请输入汇款金额');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
  },
};

/** 最佳实践: an amount that cannot be edited is text, formatted by `formatMoney`. */
export const DoReadOnlyAsText: Story = {
  name: '推荐：只读金额用格式化文字展示',
  parameters: { controls: { disable: true } },
  render: () => (
    <dl style={{ display: 'flex', gap: 16, margin: 0 }}>
      <dt>汇款金额</dt>
      <dd style={{ margin: 0 }}>{formatMoney(1_280_000)}</dd>
    </dl>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥12,800.00')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * 最佳实践, what to avoid: a disabled field to show an amount. Grey, without thousands separators,
 * and skipped by the keyboard, so it is hard to read and easy to miss.
 */
export const DontDisabledFieldForDisplay: Story = {
  name: '不推荐：用禁用的输入框展示金额',
  args: { isDisabled: true, defaultValue: '12800.00' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '汇款金额' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('12800.00');
    await expect(canvas.queryByText('¥12,800.00')).toBeNull();
  },
};
