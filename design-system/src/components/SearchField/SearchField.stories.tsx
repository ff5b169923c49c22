import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    label: '关键词',
    placeholder: '请输入关键词',
    width: 280,
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    clearLabel: { control: 'text' },
    width: { control: 'number' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: '关键词' });
    await userEvent.type(input, '5G消息{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('5G消息');

    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
  },
};

export const EscapeClears: Story = {
  name: 'Esc清空',
  tags: ['test-only'],
  args: { defaultValue: '账单' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: '关键词' });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** In a toolbar without a visible label the field is named by `aria-label`. */
export const WithoutLabel: Story = {
  name: '无可见标签',
  args: { label: undefined, 'aria-label': '搜索帮助文档', placeholder: '搜索帮助文档' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: '搜索帮助文档' });
    await userEvent.type(input, '充值');
    await expect(args.onChange).toHaveBeenLastCalledWith('充值');
  },
};

export const WithDescription: Story = {
  name: '带说明',
  args: { description: '支持按订单编号或套餐名称搜索' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: '关键词' })).toHaveAccessibleDescription(
      '支持按订单编号或套餐名称搜索',
    );
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { defaultValue: '【', isInvalid: true, errorMessage: '关键词不能包含特殊字符' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: '关键词' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('关键词不能包含特殊字符');
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, defaultValue: '套餐' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: '关键词' });
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
    await userEvent.type(input, '包');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  name: '长文本',
  args: {
    label: '按订单编号、套餐名称、产品名称或者开通账号搜索全部历史订单记录',
    defaultValue: '2024年度融媒体中心5G消息防汛预警专项套餐（含视频消息与快捷回复按钮）',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox');
    await expect(input).toHaveValue(
      '2024年度融媒体中心5G消息防汛预警专项套餐（含视频消息与快捷回复按钮）',
    );
    await expect(canvas.getByRole('button', { name: '清除' })).toBeVisible();
    await expect(input.closest('[role="presentation"]')?.getBoundingClientRect().width).toBe(280);
  },
};

export const Empty: Story = {
  name: '空值',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: '关键词' });
    await expect(input).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: '清除' })).toBeNull();
    await userEvent.type(input, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('');
  },
};

/** 最佳实践: the placeholder says what can be searched; the field is named even without a visible label. */
export const DoSayWhatToSearch: Story = {
  name: '推荐：占位文字说明能搜什么',
  args: { label: undefined, 'aria-label': '搜索订单', placeholder: '请输入订单编号或套餐名称' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: '搜索订单' });
    await expect(input).toHaveAttribute('placeholder', expect.stringContaining('订单编号'));
  },
};

/** 最佳实践, what to avoid: 请输入 alone. Nobody knows whether to type an order number, a name or a phone. */
export const DontVaguePlaceholder: Story = {
  name: '不推荐：占位文字只写“请输入”',
  args: { label: undefined, 'aria-label': '搜索', placeholder: '请输入' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: '搜索' });
    await expect(input).toHaveAttribute('placeholder', '请输入');
    await expect(input).not.toHaveAccessibleDescription();
  },
};
