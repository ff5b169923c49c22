import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, tabsVariants, type TabItem, type TabsProps } from './Tabs.tsx';

/** The bill categories of the account centre (spec §2), keyed by their API codes. */
const billTabs: TabItem[] = [
  { id: '2', title: '微传播/微应用', content: '微传播/微应用账单：暂无消费记录。' },
  { id: '3', title: '+媒体', content: '+媒体账单：暂无消费记录。' },
  { id: '4', title: '商务名片', content: '商务名片账单：暂无消费记录。' },
  { id: '5', title: '电子画册', content: '电子画册账单：暂无消费记录。' },
  { id: '1', title: '5G消息', content: '5G消息账单：暂无消费记录。' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs<TabItem>,
  args: { 'aria-label': '账单类型', items: billTabs, onSelectionChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: tabsVariants },
    items: { control: false },
    children: { control: false },
    isDisabled: { control: 'boolean' },
  },
} satisfies Meta<typeof Tabs<TabItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole('tab', { name: '微传播/微应用' });
    await expect(canvas.getByRole('tablist', { name: '账单类型' })).toBeVisible();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('微传播/微应用账单');
    await userEvent.click(canvas.getByRole('tab', { name: '电子画册' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('5');
    await expect(canvas.getByRole('tabpanel', { name: '电子画册' })).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  name: '键盘切换',
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '微传播/微应用' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '+媒体' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('3');
    // Arrow keys wrap around the ends.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '5G消息' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('1');
    await userEvent.keyboard('{Home}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('2');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '微传播/微应用' })).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  name: '不可用的标签',
  args: { items: billTabs.map((tab) => ({ ...tab, isDisabled: tab.id === '4' })) },
  play: async ({ args, canvas }) => {
    const disabled = canvas.getByRole('tab', { name: '商务名片' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(disabled);
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('4');
    await expect(disabled).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(canvas.getByRole('tab', { name: '+媒体' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '电子画册' })).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('5');
  },
};

export const Card: Story = {
  name: '卡片样式',
  args: { variant: 'card', defaultSelectedKey: '3' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: '+媒体' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: '5G消息' }));
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('1');
    const panel = canvas.getByRole('tabpanel');
    await expect(panel).toHaveTextContent('5G消息账单');
    // The chosen tab joins its panel: it ends where the panel starts, in the panel's colour, and
    // its bottom border takes that colour too, so no line runs between them.
    const chosen = canvas.getByRole('tab', { name: '5G消息' });
    const [tabStyle, panelStyle] = [getComputedStyle(chosen), getComputedStyle(panel)];
    await expect(Math.round(chosen.getBoundingClientRect().bottom)).toBe(
      Math.round(panel.getBoundingClientRect().top),
    );
    await expect(tabStyle.backgroundColor).toBe(panelStyle.backgroundColor);
    await expect(tabStyle.borderBottomColor).toBe(panelStyle.backgroundColor);
    await expect(panelStyle.borderLeftStyle).toBe('solid');
  },
};

const accountTabs: TabItem[] = [
  { id: 'order', title: '我的订单' },
  { id: 'billdetail', title: '账单明细' },
  { id: 'Development', title: '开发支持' },
  { id: 'Support', title: '运营支持' },
];

/** The account centre keeps its tab in the URL (/account-billdetail): the route owns the key. */
function RoutedTabs(args: TabsProps<TabItem>) {
  const [route, setRoute] = useState('/account-billdetail');
  const selectedKey = route.slice('/account-'.length);
  return (
    <Tabs
      {...args}
      selectedKey={selectedKey}
      onSelectionChange={(key: Key) => {
        args.onSelectionChange?.(key);
        setRoute(`/account-${key}`);
      }}
    >
      {() => <p>当前地址：{route}</p>}
    </Tabs>
  );
}

export const Controlled: Story = {
  name: '受控',
  args: { 'aria-label': '账户中心', items: accountTabs },
  render: (args) => <RoutedTabs {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: '账单明细' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('/account-billdetail');
    await userEvent.click(canvas.getByRole('tab', { name: '运营支持' }));
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);
    await expect(args.onSelectionChange).toHaveBeenCalledWith('Support');
    await expect(canvas.getByRole('tabpanel', { name: '运营支持' })).toHaveTextContent(
      '/account-Support',
    );
  },
};

export const LongTitles: Story = {
  name: '长标签名',
  args: {
    'aria-label': '运营支持',
    items: [
      { id: 'info', title: '精选资讯展示', content: '精选资讯展示：按年计费，审核通过后上线。' },
      { id: 'micro', title: '优秀微传播展示案例' },
      { id: 'app', title: '优秀微应用展示案例' },
      { id: 'live', title: '云直播' },
      { id: 'single', title: '云直播（单场）' },
      { id: 'extra', title: '政务服务小程序定制开发及 5G SDK 接入支持' },
      {
        id: 'chatbot',
        title: '5G消息 Chatbot 智能客服',
        content: '5G消息 Chatbot 智能客服：待开通。',
      },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Tabs {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const tablist = canvas.getByRole('tablist');
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: '5G消息 Chatbot 智能客服' });
    await expect(last).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('chatbot');
  },
};

const serviceTabs: TabItem[] = [
  { id: 'all', title: '全部', content: '全部服务：共 8 项。' },
  { id: 'message', title: '5G消息' },
  { id: 'micro', title: '微传播' },
  { id: 'app', title: '微应用' },
  { id: 'media', title: '+媒体', content: '+媒体：已开通，有效期至 2026-12-31。' },
  { id: 'card', title: '商务名片' },
  { id: 'album', title: '电子画册' },
  { id: 'live', title: '云直播', content: '云直播：待开通。' },
];

const scrollButton = (root: HTMLElement, edge: 'start' | 'end') =>
  root.querySelector<HTMLButtonElement>(`button[data-edge="${edge}"]`);

/**
 * More tabs than a phone is wide: the list scrolls sideways, a chevron over each end that has
 * more tabs shows it and scrolls a page that way; the arrow keys scroll the chosen tab into view.
 */
export const OverflowOnPhone: Story = {
  name: '标签过多（手机）',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { 'aria-label': '服务类型', items: serviceTabs },
  play: async ({ args, canvas, canvasElement }) => {
    const tablist = canvas.getByRole('tablist', { name: '服务类型' });
    await expect(tablist.scrollWidth).toBeGreaterThan(tablist.clientWidth);
    // The edges are measured when the ResizeObserver reports: the end button comes with it.
    await waitFor(() => expect(scrollButton(canvasElement, 'end')).not.toBeNull());
    await expect(scrollButton(canvasElement, 'start')).toBeNull();
    await userEvent.click(scrollButton(canvasElement, 'end')!);
    await waitFor(() => expect(tablist.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(scrollButton(canvasElement, 'start')).not.toBeNull());

    // A keyboard user arrives on the chosen tab, which scrolls back into view.
    await userEvent.click(document.body);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '全部' })).toHaveFocus();
    await waitFor(() => expect(tablist.scrollLeft).toBe(0));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: '云直播' });
    await expect(last).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('live');
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        tablist.getBoundingClientRect().right + 1,
      ),
    );
    await waitFor(() => expect(scrollButton(canvasElement, 'end')).toBeNull());
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('云直播：待开通。');
  },
};

/** The card tabs at 320 px: they scroll the same way, and the chosen one still joins its panel. */
export const CardOverflowNarrow: Story = {
  name: '卡片样式过多（最窄）',
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  args: {
    'aria-label': '服务类型',
    items: serviceTabs,
    variant: 'card',
    defaultSelectedKey: 'media',
  },
  play: async ({ canvas, canvasElement }) => {
    const chosen = canvas.getByRole('tab', { name: '+媒体' });
    const tablist = canvas.getByRole('tablist', { name: '服务类型' });
    await userEvent.click(chosen);
    await waitFor(() =>
      expect(chosen.getBoundingClientRect().right).toBeLessThanOrEqual(
        tablist.getBoundingClientRect().right + 1,
      ),
    );
    await waitFor(() => expect(scrollButton(canvasElement, 'start')).not.toBeNull());
    await waitFor(() => expect(scrollButton(canvasElement, 'end')).not.toBeNull());
  },
};

/** 最佳实践: short names of parallel views; any order makes sense. */
export const DoParallelViews: Story = {
  name: '推荐：标签名短且并列',
  play: async ({ canvas }) => {
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.textContent!.length).toBeLessThanOrEqual(7);
    }
    await userEvent.click(canvas.getByRole('tab', { name: '5G消息' }));
    await expect(canvas.getByRole('tabpanel', { name: '5G消息' })).toBeVisible();
  },
};

const settlementSteps: TabItem[] = [
  { id: 'fill', title: '1. 填写汇款信息', content: '请填写汇款金额与交易流水编号。' },
  { id: 'upload', title: '2. 上传汇款凭证', content: '请上传汇款凭证。' },
  { id: 'submit', title: '3. 提交订单', content: '确认无误后提交订单。' },
];

/**
 * 最佳实践, what to avoid: tabs for steps that must be done in order. Nothing stops 提交订单 before
 * the money is filled in; use Steps and a form instead.
 */
export const DontStepsAsTabs: Story = {
  name: '不推荐：用标签页分隔依次完成的步骤',
  args: { 'aria-label': '结算', items: settlementSteps },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '3. 提交订单' }));
    await expect(canvas.getByRole('tab', { name: '3. 提交订单' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('确认无误后提交订单。');
  },
};
