import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { focusReturnedTo, overlayOpen } from '../../test-support/waits.ts';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select, SelectItem } from './Select.tsx';

type BillCategory = { id: string; name: string };

/** The bill categories of the account centre (spec §2), keyed by their API codes. */
const billCategories: BillCategory[] = [
  { id: '2', name: '微传播/微应用' },
  { id: '3', name: '+媒体' },
  { id: '4', name: '商务名片' },
  { id: '5', name: '电子画册' },
  { id: '1', name: '5G消息' },
];

const meta = {
  title: 'Forms/Select',
  component: Select<BillCategory>,
  args: {
    label: '账单类型',
    items: billCategories,
    children: (item: BillCategory) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    emptyText: { control: 'text' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    items: { control: false },
    children: { control: false },
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Select {...args} />
    </div>
  ),
} satisfies Meta<typeof Select<BillCategory>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /账单类型/ });
    await expect(trigger).toHaveTextContent('请选择');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: '账单类型' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(billCategories.length);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('4');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(trigger).toHaveTextContent('商务名片');
    // React Aria gives focus back a frame after the list leaves the DOM.
    await focusReturnedTo(trigger);
  },
};

/** The list open on the chosen option, which carries a check mark as well as its colour. */
export const Open: Story = {
  name: '展开',
  parameters: overlayDocs,
  args: { defaultValue: '3' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /账单类型/ }));
    const listbox = await screen.findByRole('listbox');
    const selected = within(listbox).getByRole('option', { name: '+媒体' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveFocus();
    await expect(selected.querySelector('svg')).not.toBeNull();
  },
};

export const Selected: Story = {
  name: '已选',
  args: { defaultValue: '1' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /账单类型/ });
    await expect(trigger).toHaveTextContent('5G消息');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(trigger).toHaveTextContent('微传播/微应用');
  },
};

export const DisabledItems: Story = {
  name: '部分选项不可用',
  args: { disabledKeys: ['4', '5'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /账单类型/ }));
    const listbox = await screen.findByRole('listbox');
    const disabled = within(listbox).getByRole('option', { name: '商务名片' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(args.onChange).not.toHaveBeenCalled();
    // Arrow keys skip the disabled options: from +媒体 straight to 5G消息.
    await userEvent.hover(within(listbox).getByRole('option', { name: '+媒体' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('1');
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, defaultValue: '2' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /账单类型/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  name: '必填',
  args: { isRequired: true, description: '选择后将只显示该类型的账单。' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /账单类型/ });
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden');
    await expect(trigger).toHaveAccessibleDescription('选择后将只显示该类型的账单。');
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择账单类型' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /账单类型/ });
    await expect(canvas.getByText('请选择账单类型')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription('请选择账单类型');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: '电子画册' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith('5');
  },
};

export const LongText: Story = {
  name: '长文本',
  args: {
    label: '请选择需要导出明细的服务类型（导出文件将发送至账号绑定邮箱）',
    items: [
      ...billCategories,
      { id: '6', name: '优秀微传播展示案例（含云直播、单场云直播及精选资讯展示，按年计费）' },
    ],
    defaultValue: '6',
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /请选择需要导出明细/ });
    await expect(trigger).toHaveTextContent(/优秀微传播展示案例/);
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth + 1);
    await userEvent.click(trigger);
    const listbox = await overlayOpen(await screen.findByRole('listbox'));
    await expect(within(listbox).getByRole('option', { name: /优秀微传播展示案例/ })).toBeVisible();
  },
};

export const Empty: Story = {
  name: '无选项',
  parameters: overlayDocs,
  args: { items: [] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /账单类型/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveAttribute('data-empty', 'true');
    await expect(listbox).toHaveTextContent('暂无数据');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

type SendMode = { id: string; name: string };
const sendModes: SendMode[] = [
  { id: 'now', name: '立即发送' },
  { id: 'timed', name: '定时发送' },
];

/** 最佳实践: two options side by side as radios: both visible, one press to choose. */
export const DoTwoOptionsAsRadios: Story = {
  name: '推荐：两个选项用单选',
  parameters: { controls: { disable: true } },
  render: () => (
    <RadioGroup label="发送方式" orientation="horizontal" defaultValue="now">
      {sendModes.map((mode) => (
        <Radio key={mode.id} value={mode.id}>
          {mode.name}
        </Radio>
      ))}
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '立即发送' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '定时发送' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '定时发送' }));
    await expect(canvas.getByRole('radio', { name: '定时发送' })).toBeChecked();
  },
};

/** 最佳实践, what to avoid: a drop-down for two options hides the other one behind a click. */
export const DontSelectForTwo: Story = {
  name: '不推荐：只有两个选项时用下拉',
  parameters: { ...overlayDocs, controls: { disable: true } },
  render: () => (
    <div style={{ width: 240 }}>
      <Select<SendMode> label="发送方式" items={sendModes} defaultValue="now">
        {(mode) => <SelectItem id={mode.id}>{mode.name}</SelectItem>}
      </Select>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /发送方式/ });
    await expect(trigger).not.toHaveTextContent('定时发送');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
  },
};
