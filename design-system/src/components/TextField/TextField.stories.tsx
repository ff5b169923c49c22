import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatRgb } from 'culori';
import { expect, fn, userEvent } from 'storybook/test';
import { defaultTheme } from '@p5g/tokens/default-theme';
import { filterBrackets } from '../../input-filters/index.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: '姓名',
    placeholder: '请输入姓名',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
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
    filter: { control: false },
    normalizeOnBlur: { control: false },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  args: { width: 320 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await userEvent.type(input, '张三');
    await expect(input).toHaveValue('张三');
    await expect(args.onChange).toHaveBeenLastCalledWith('张三');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  name: '带说明',
  args: { width: 320, description: '请与身份证上的姓名保持一致' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveAccessibleDescription(
      '请与身份证上的姓名保持一致',
    );
  },
};

/** The opening form's name field: the salutation sits inside the box, after the input. */
export const WithSuffix: Story = {
  name: '带后缀',
  args: { width: 320, suffix: '先生/女士' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('先生/女士')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await userEvent.type(input, '王');
    await expect(input).toHaveValue('王');
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { width: 320, isInvalid: true, errorMessage: '请填写姓名' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('请填写姓名');
    await expect(canvas.getByText('请填写姓名')).toBeVisible();
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { width: 320, isDisabled: true, defaultValue: '张三' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, '李四');
    await expect(input).toHaveValue('张三');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  name: '必填',
  args: { width: 320, isRequired: true, label: '单位全称', placeholder: '请输入单位全称' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '单位全称' });
    await expect(input).toBeRequired();
    await userEvent.type(input, '某某市融媒体中心');
    await expect(input).toHaveValue('某某市融媒体中心');
  },
};

/**
 * The one focus look of every input (text, password, number, search, select, dates): a 2 px ring
 * in the focus-ring role, at least 3:1 on the surface; red on an invalid field.
 */
export const FocusRing: Story = {
  name: '键盘焦点',
  args: { width: 320 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} />
      <TextField
        {...args}
        label="联系电话"
        placeholder="请输入联系电话"
        isInvalid
        errorMessage="请输入正确的手机号码"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const ringOf = (name: string) =>
      getComputedStyle(canvas.getByRole('textbox', { name }).parentElement!);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '联系电话' })).not.toHaveFocus();
    await expect(ringOf('姓名').borderColor).toBe(formatRgb(defaultTheme.role.focusRing));
    await expect(ringOf('姓名').boxShadow).toContain(formatRgb(defaultTheme.role.focusRing));
    await userEvent.tab();
    await expect(ringOf('联系电话').borderColor).toBe(formatRgb(defaultTheme.role.danger));
    await expect(ringOf('联系电话').boxShadow).toContain(formatRgb(defaultTheme.role.danger));
    await expect(ringOf('姓名').boxShadow).toBe('none');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('textbox', { name: '姓名' })).toHaveFocus();
  },
};

/** A 5G message signature is wrapped in 【】 by the platform, so the user may not type them. */
export const BracketFilter: Story = {
  name: '过滤【】',
  args: {
    width: 320,
    label: '消息内容',
    placeholder: '请输入消息内容',
    filter: filterBrackets,
    maxLength: 20,
  },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '消息内容' });
    await userEvent.type(input, '【通知】明日检修');
    await expect(input).toHaveValue('通知明日检修');
    await expect(args.onChange).toHaveBeenLastCalledWith('通知明日检修');
    await expect(input).toHaveAttribute('maxlength', '20');
  },
};

export const LongText: Story = {
  name: '长文本',
  args: {
    width: 320,
    label: '需求描述（请尽量详细地说明您希望开通的业务类型、使用场景以及预计的发送规模）',
    description: '提交后客户经理将在一个工作日内与您联系，请保持电话畅通，节假日顺延至下一个工作日',
    defaultValue:
      '我们单位希望开通5G消息业务，用于向辖区内居民推送防汛预警、政务公开和便民服务信息',
    suffix: '先生/女士',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue(
      '我们单位希望开通5G消息业务，用于向辖区内居民推送防汛预警、政务公开和便民服务信息',
    );
    // The long value scrolls inside the box; the box keeps the field's width.
    await expect(input.closest('[role="presentation"]')?.getBoundingClientRect().width).toBe(320);
  },
};

export const Empty: Story = {
  name: '空值',
  args: { width: 320, defaultValue: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '姓名' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', '请输入姓名');
  },
};

/** 最佳实践: the rule stays visible under the field, linked to it, while the user types. */
export const DoRuleInDescription: Story = {
  name: '推荐：填写要求写在说明中',
  args: {
    label: '单位全称',
    placeholder: '请输入单位全称',
    description: '须与营业执照上的名称一致，不可简写',
    width: 320,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '单位全称' })).toHaveAccessibleDescription(
      '须与营业执照上的名称一致，不可简写',
    );
  },
};

/** 最佳实践: a rule in the placeholder is cut off here and gone as soon as the user types. */
export const DontRuleInPlaceholder: Story = {
  name: '不推荐：把要求写进占位文字',
  args: {
    label: '单位全称',
    placeholder: '请输入与营业执照一致的单位全称，不可简写',
    width: 320,
  },
};
