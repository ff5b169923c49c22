import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup, checkboxGroupOrientations } from './Checkbox.tsx';

const services = [
  { value: 'micro', label: '微传播/微应用' },
  { value: 'media', label: '+媒体' },
  { value: 'card', label: '商务名片' },
  { value: 'album', label: '电子画册' },
  { value: 'message', label: '5G消息' },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: '开通服务',
    onChange: fn(),
    children: services.map((service) => (
      <Checkbox key={service.value} value={service.value}>
        {service.label}
      </Checkbox>
    )),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    orientation: { control: 'inline-radio', options: checkboxGroupOrientations },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    children: { control: false },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: '开通服务' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '+媒体' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['media']);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '商务名片' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['media', 'card']);
  },
};

export const Selected: Story = {
  name: '已选',
  args: { defaultValue: ['micro', 'message'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: '微传播/微应用' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '5G消息' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '微传播/微应用' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(['message']);
  },
};

export const Horizontal: Story = {
  name: '横排',
  args: { orientation: 'horizontal', description: '可多选，开通后在账户中心查看余额。' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('checkbox', { name: '微传播/微应用' });
    const second = canvas.getByRole('checkbox', { name: '+媒体' });
    await expect(first.closest('label')!.getBoundingClientRect().top).toBe(
      second.closest('label')!.getBoundingClientRect().top,
    );
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      '可多选，开通后在账户中心查看余额。',
    );
  },
};

export const DisabledItem: Story = {
  name: '部分选项不可用',
  args: {
    children: services.map((service) => (
      <Checkbox key={service.value} value={service.value} isDisabled={service.value === 'card'}>
        {service.label}
      </Checkbox>
    )),
  },
  play: async ({ args, canvas }) => {
    const disabled = canvas.getByRole('checkbox', { name: '商务名片' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  name: '整组不可用',
  args: { isDisabled: true, defaultValue: ['media'] },
  play: async ({ args, canvas }) => {
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: '5G消息' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isRequired: true, isInvalid: true, errorMessage: '请至少选择一项服务' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('请至少选择一项服务')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '开通服务' })).toHaveAccessibleDescription(
      '请至少选择一项服务',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: '电子画册' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(['album']);
  },
};

export const LongLabel: Story = {
  name: '长标签',
  args: {
    label: '请选择需要同步开通的增值服务（开通后费用将按月从账户余额中扣除，可随时在账户中心关闭）',
    orientation: 'horizontal',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <CheckboxGroup {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '5G消息' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(['message']);
  },
};

/** 最佳实践: several options in one named group; the error sits under the whole group and says what is needed. */
export const DoErrorUnderGroup: Story = {
  name: '推荐：多个选项成组，错误写在整组下方',
  args: { isInvalid: true, errorMessage: '请至少选择一项', isRequired: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: /开通服务/ });
    const error = canvas.getByText('请至少选择一项');
    const last = canvas.getByRole('checkbox', { name: '5G消息' });
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      last.getBoundingClientRect().bottom,
    );
    await expect(group).toContainElement(error);
  },
};

/** 最佳实践, what to avoid: a group of one. A single Checkbox with its own label says the same with less. */
export const DontGroupOfOne: Story = {
  name: '不推荐：组内只有一个选项',
  args: {
    label: '服务协议',
    children: <Checkbox value="agree">我已阅读并同意《服务协议》</Checkbox>,
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '服务协议' });
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
  },
};
