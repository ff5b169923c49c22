import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField, numberFieldFilters } from './NumberField.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: {
    label: '调整数值',
    placeholder: '请输入数值',
    width: 240,
    onChange: fn(),
  },
  argTypes: {
    filter: { control: 'inline-radio', options: numberFieldFilters },
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
    width: { control: 'number' },
    maxLength: { control: 'number' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `number`: a minus only in front, one dot; blur drops a trailing dot or a lone minus. */
export const Default: Story = {
  name: '数字',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '调整数值' });
    await userEvent.type(input, '1-2');
    await expect(input).toHaveValue('12');

    await userEvent.clear(input);
    await userEvent.type(input, '-3.5.');
    await expect(input).toHaveValue('-3.5');

    await userEvent.clear(input);
    await userEvent.type(input, '-8.');
    await expect(input).toHaveValue('-8.');
    await userEvent.tab();
    await expect(input).toHaveValue('-8');
    await expect(args.onChange).toHaveBeenLastCalledWith('-8');

    await userEvent.clear(input);
    await userEvent.type(input, '-');
    await userEvent.tab();
    await expect(input).toHaveValue('');
  },
};

export const Positive: Story = {
  name: '正数',
  args: { filter: 'positive', label: '单价', suffix: '元/条' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '单价' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '-0.0125');
    await expect(input).toHaveValue('0.0125');
  },
};

export const Int: Story = {
  name: '整数',
  args: { filter: 'int', label: '偏移天数' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '偏移天数' });
    await userEvent.type(input, '-1.5');
    await expect(input).toHaveValue('-15');
  },
};

/** `intpo`: positive integers only; a leading zero cannot be typed. */
export const Intpo: Story = {
  name: '正整数',
  args: { filter: 'intpo', label: '预警条数', suffix: '条', maxLength: 8 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '预警条数' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '00100条');
    await expect(input).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith('100');
  },
};

/** Pasted text goes through the same filter; full-width digits count as digits. */
export const Pasted: Story = {
  name: '粘贴时过滤',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '调整数值' });
    await userEvent.click(input);
    await userEvent.paste('－１,２３４.５');
    await expect(input).toHaveValue('-1234.5');
  },
};

/** A character typed in the middle is rejected without moving the caret to the end. */
export const CaretKept: Story = {
  name: '过滤后光标不跳',
  tags: ['test-only'],
  args: { defaultValue: '1234' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: '调整数值' });
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('a9');
    await expect(input).toHaveValue('12934');
    await expect(input.selectionStart).toBe(3);
  },
};

export const WithDescription: Story = {
  name: '带说明',
  args: {
    filter: 'intpo',
    label: '预警条数',
    suffix: '条',
    description: '余额低于该条数时发送短信提醒',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '预警条数' })).toHaveAccessibleDescription(
      '余额低于该条数时发送短信提醒',
    );
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: {
    filter: 'intpo',
    label: '预警条数',
    suffix: '条',
    isInvalid: true,
    errorMessage: '请填写预警条数',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '预警条数' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('请填写预警条数');
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, defaultValue: '-12.5' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '调整数值' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '3');
    await expect(input).toHaveValue('-12.5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  name: '必填',
  args: { filter: 'intpo', label: '购买数量', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '购买数量' });
    await expect(input).toBeRequired();
    await userEvent.type(input, '3');
    await expect(input).toHaveValue('3');
  },
};

export const LongText: Story = {
  name: '长文本',
  args: {
    label: '本月计划发送的5G消息与短信回落条数合计（含已提交待审核的任务）',
    description: '用于预估本月资源包用量，超出部分将按标准资费从账户余额中扣除',
    defaultValue: '-123456789012345678901234567890.123456789',
    suffix: '条',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('-123456789012345678901234567890.123456789');
    await expect(input.closest('[role="presentation"]')?.getBoundingClientRect().width).toBe(240);
  },
};

export const Empty: Story = {
  name: '空值',
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '调整数值' });
    await expect(input).toHaveValue('');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveValue('');
  },
};

/** 最佳实践: the strictest filter for the value (预警条数: positive whole numbers, at most 8 digits). */
export const DoStrictFilter: Story = {
  name: '推荐：用最严格的过滤方式',
  args: { filter: 'intpo', label: '预警条数', suffix: '条', maxLength: 8 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '预警条数' });
    await userEvent.type(input, '-12.5条');
    await expect(input).toHaveValue('125');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('125');
  },
};

/**
 * 最佳实践, what to avoid: a native number input for a count. It takes a negative, fractional
 * 预警条数 without complaint, and the arrow keys or the wheel over it change the value by accident.
 */
export const DontNativeNumberInput: Story = {
  name: '不推荐：原生数字输入框',
  parameters: { controls: { disable: true } },
  render: () => (
    <label style={{ display: 'grid', gap: 4, width: 240 }}>
      预警条数
      <input type="number" defaultValue={-12.5} />
    </label>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: '预警条数' });
    await expect(input).toHaveValue(-12.5);
    await expect(input).toBeValid();
  },
};
