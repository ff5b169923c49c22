import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: {
    label: '需求描述',
    placeholder: '请输入需求描述',
    width: 400,
    maxLength: 200,
    showCount: true,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    rows: { control: 'number' },
    showCount: { control: 'boolean' },
    width: { control: 'number' },
    maxLength: { control: 'number' },
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    filter: { control: false },
    normalizeOnBlur: { control: false },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '需求描述' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(textArea, '希望开通5G消息业务{Enter}用于政务通知');
    await expect(textArea).toHaveValue('希望开通5G消息业务\n用于政务通知');
    await expect(canvas.getByText('17/200')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('希望开通5G消息业务\n用于政务通知');
  },
};

/** `maxLength` stops typing at the limit; the count shows it reached. */
export const AtLimit: Story = {
  name: '达到字数上限',
  args: { maxLength: 10, defaultValue: '一二三四五六七八' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '需求描述' });
    await userEvent.type(textArea, '九十十一');
    await expect(textArea).toHaveValue('一二三四五六七八九十');
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const WithoutCount: Story = {
  name: '不显示字数',
  args: { showCount: false, maxLength: undefined, rows: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '需求描述' })).toHaveAttribute('rows', '2');
    await expect(canvas.queryByText('0/200')).toBeNull();
  },
};

export const WithDescription: Story = {
  name: '带说明',
  args: { description: '请说明业务类型、使用场景和预计发送规模' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '需求描述' })).toHaveAccessibleDescription(
      '请说明业务类型、使用场景和预计发送规模',
    );
    await expect(canvas.getByText('0/200')).toBeVisible();
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isInvalid: true, errorMessage: '请填写需求描述' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '需求描述' });
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleDescription('请填写需求描述');
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, defaultValue: '已提交的需求不可修改' },
  play: async ({ args, canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '需求描述' });
    await expect(textArea).toBeDisabled();
    await userEvent.type(textArea, '补充');
    await expect(textArea).toHaveValue('已提交的需求不可修改');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  name: '必填',
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '需求描述' });
    await expect(textArea).toBeRequired();
    await userEvent.type(textArea, '政务通知');
    await expect(canvas.getByText('4/200')).toBeVisible();
  },
};

const longText =
  '我们是某市融媒体中心，计划通过5G消息向全市居民推送防汛防台预警、政务公开信息和便民服务通知。' +
  '预计每月发送规模约三十万条，高峰期集中在汛期的六月至九月，需要支持图文卡片、视频和快捷回复按钮，' +
  '并希望能够按区县分组发送，同时提供发送报表和回执统计，便于向上级部门汇报工作成效。';

export const LongText: Story = {
  name: '长文本',
  args: {
    label: '需求描述（请尽量详细地说明您希望开通的业务类型、使用场景以及预计的发送规模）',
    description: '提交后客户经理将在一个工作日内与您联系，请保持电话畅通，节假日顺延至下一个工作日',
    defaultValue: longText,
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox');
    await expect(textArea).toHaveValue(longText);
    await expect(canvas.getByText(`${longText.length}/200`)).toBeVisible();
    await expect(textArea.getBoundingClientRect().width).toBe(400);
  },
};

export const Empty: Story = {
  name: '空值',
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '需求描述' });
    await expect(textArea).toHaveValue('');
    await expect(textArea).toHaveAttribute('placeholder', '请输入需求描述');
    await expect(canvas.getByText('0/200')).toBeVisible();
  },
};

/** 最佳实践: the limit shows as a count before anything is typed; the box shows four lines. */
export const DoShowTheLimit: Story = {
  name: '推荐：显示字数上限',
  args: { maxLength: 500, rows: 4, description: '请说明业务类型、使用场景和预计发送规模' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '需求描述' });
    await expect(canvas.getByText('0/500')).toBeVisible();
    await expect(textArea).toHaveAttribute('rows', '4');
    await expect(textArea).toHaveAccessibleDescription(/业务类型/);
  },
};

/**
 * 最佳实践, what to avoid: the rules in the placeholder and no count. The rules vanish at the first
 * character, and the limit is found only when typing stops.
 */
export const DontRulesInPlaceholder: Story = {
  name: '不推荐：要求写进占位文字，不显示字数',
  args: {
    showCount: false,
    maxLength: 500,
    rows: 2,
    placeholder: '请输入需求描述（不超过 500 字，需写明业务类型与使用场景）',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: '需求描述' });
    await userEvent.type(textArea, '政务通知');
    await expect(canvas.queryByText(/\/500/)).toBeNull();
    await expect(textArea).not.toHaveAccessibleDescription();
  },
};
