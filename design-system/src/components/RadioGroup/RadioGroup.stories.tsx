import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup, radioGroupOrientations } from './RadioGroup.tsx';

/** The bill categories of the account centre (spec §2), with their API codes. */
const billCategories = [
  { value: '2', label: '微传播/微应用' },
  { value: '3', label: '+媒体' },
  { value: '4', label: '商务名片' },
  { value: '5', label: '电子画册' },
  { value: '1', label: '5G消息' },
];

const radios = (disabled: string[] = []) =>
  billCategories.map((category) => (
    <Radio
      key={category.value}
      value={category.value}
      isDisabled={disabled.includes(category.value)}
    >
      {category.label}
    </Radio>
  ));

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { label: '账单类型', onChange: fn(), children: radios() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '账单类型' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '+媒体' }));
    await expect(canvas.getByRole('radio', { name: '+媒体' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '商务名片' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '商务名片' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('4');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '微传播/微应用' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('2');
  },
};

export const Selected: Story = {
  name: '已选',
  args: { defaultValue: '1' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const selected = canvas.getByRole('radio', { name: '5G消息' });
    await expect(selected).toBeChecked();
    await expect(selected).toHaveFocus();
    // Arrow keys wrap from the last option to the first.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '微传播/微应用' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('2');
  },
};

export const Horizontal: Story = {
  name: '横排',
  args: { orientation: 'horizontal', defaultValue: '2' },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '+媒体' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('3');
    const first = canvas.getByRole('radio', { name: '微传播/微应用' });
    const second = canvas.getByRole('radio', { name: '+媒体' });
    await expect(first.closest('label')!.getBoundingClientRect().top).toBe(
      second.closest('label')!.getBoundingClientRect().top,
    );
  },
};

export const DisabledItem: Story = {
  name: '部分选项不可用',
  args: { children: radios(['4']), defaultValue: '3' },
  play: async ({ args, canvas }) => {
    const disabled = canvas.getByRole('radio', { name: '商务名片' });
    await expect(disabled).toBeDisabled();
    await userEvent.click(disabled);
    await expect(args.onChange).not.toHaveBeenCalled();
    // Arrow keys skip the disabled option.
    await userEvent.click(canvas.getByRole('radio', { name: '+媒体' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '电子画册' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('5');
  },
};

export const Disabled: Story = {
  name: '整组不可用',
  args: { isDisabled: true, defaultValue: '2' },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '5G消息' }));
    await expect(canvas.getByRole('radio', { name: '微传播/微应用' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDescriptions: Story = {
  name: '选项带说明',
  args: {
    label: '展示周期',
    description: '到期后名片将停止展示。',
    children: [
      <Radio key="day" value="day" description="按天计费，适合短期活动。">
        1 天
      </Radio>,
      <Radio key="year" value="year" description="一次性支付，享受年度优惠。">
        1 年
      </Radio>,
    ],
  },
  play: async ({ args, canvas }) => {
    const year = canvas.getByRole('radio', { name: '1 年' });
    await expect(year).toHaveAccessibleDescription(
      '一次性支付，享受年度优惠。 到期后名片将停止展示。',
    );
    await userEvent.click(year);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('year');
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择账单类型' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('请选择账单类型')).toBeVisible();
    await expect(canvas.getByRole('radiogroup', { name: '账单类型' })).toHaveAccessibleDescription(
      '请选择账单类型',
    );
    await userEvent.click(canvas.getByRole('radio', { name: '电子画册' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('5');
  },
};

export const LongLabel: Story = {
  name: '长标签',
  args: {
    label: '请选择本次结算使用的账户（结算成功后将自动跳转至订单中心，审核通过前款项处于冻结状态）',
    orientation: 'horizontal',
    children: [
      <Radio key="own" value="own">
        企业对公账户（汇款时请在备注中填写平台账号及订单编号）
      </Radio>,
      <Radio key="agent" value="agent">
        授权服务商代付
      </Radio>,
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <RadioGroup {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText(/企业对公账户/));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('own');
  },
};

const sendStates = ['不限', '发送成功', '发送失败'];

/** 最佳实践: a filter offers 不限 and starts on it, so "no choice" is a choice the user can see. */
export const DoExplicitAll: Story = {
  name: '推荐：提供“不限”并预先选中',
  args: {
    label: '发送状态',
    orientation: 'horizontal',
    defaultValue: '不限',
    children: sendStates.map((state) => (
      <Radio key={state} value={state}>
        {state}
      </Radio>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '不限' })).toBeChecked();
  },
};

/**
 * 最佳实践, what to avoid: nothing selected and no 不限. Once a state is picked there is no way
 * back to "all", and the empty group looks like a missing answer.
 */
export const DontImplicitNone: Story = {
  name: '不推荐：不选作为隐含状态',
  args: {
    label: '发送状态',
    orientation: 'horizontal',
    children: sendStates.slice(1).map((state) => (
      <Radio key={state} value={state}>
        {state}
      </Radio>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio', { name: '不限' })).toBeNull();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '发送失败' }));
    await userEvent.click(canvas.getByRole('radio', { name: '发送失败' }));
    await expect(canvas.getByRole('radio', { name: '发送失败' })).toBeChecked();
  },
};
