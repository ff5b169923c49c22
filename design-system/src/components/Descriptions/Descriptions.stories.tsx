import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Descriptions, descriptionsColumns } from './Descriptions.tsx';

/** Spec §3 order fields, as the order detail modal shows them. */
const orderItems = [
  { label: '订单编号', value: 'DD202406180931250001' },
  { label: '下单时间', value: '2024-06-18 09:31:25' },
  { label: '订单来源', value: '前台' },
  { label: '订单金额', value: '¥12,800.00' },
  { label: '实付金额', value: '¥12,800.00' },
  { label: '交易流水号', value: '6222 0210 0112 3456 789' },
  { label: '备注', value: '', span: 3 as const },
];

const meta = {
  title: 'Data display/Descriptions',
  component: Descriptions,
  args: { items: orderItems, title: '订单信息' },
  argTypes: {
    columns: { control: 'inline-radio', options: descriptionsColumns },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    title: { control: 'text' },
  },
  render: (args) => (
    <div style={{ width: 720 }}>
      <Descriptions {...args} />
    </div>
  ),
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvasElement: HTMLElement, label: string) => {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

export const ThreeColumns: Story = {
  name: '三列',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '订单信息' })).toBeVisible();
    await expect(canvas.getAllByRole('term')).toHaveLength(orderItems.length);
    await expect(valueOf(canvasElement, '订单金额')).toHaveTextContent('¥12,800.00');
    const firstRowTop = canvas.getByText('订单编号').getBoundingClientRect().top;
    await expect(canvas.getByText('订单来源').getBoundingClientRect().top).toBe(firstRowTop);
  },
};

export const TwoColumns: Story = {
  name: '两列',
  args: { columns: 2 },
  play: async ({ canvas }) => {
    const firstRowTop = canvas.getByText('订单编号').getBoundingClientRect().top;
    await expect(canvas.getByText('下单时间').getBoundingClientRect().top).toBe(firstRowTop);
    await expect(canvas.getByText('订单来源').getBoundingClientRect().top).toBeGreaterThan(
      firstRowTop,
    );
  },
};

export const OneColumn: Story = {
  name: '一列',
  args: { columns: 1, title: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('下单时间').getBoundingClientRect().top).toBeGreaterThan(
      canvas.getByText('订单编号').getBoundingClientRect().top,
    );
  },
};

/** On the narrowest phone the three columns fold into one: a field a line, the spanning one too. */
export const NarrowPhone: Story = {
  name: '最窄手机',
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  render: (args) => <Descriptions {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const terms = canvas.getAllByRole('term');
    const lefts = terms.map((term) => term.getBoundingClientRect().left);
    await expect(new Set(lefts).size).toBe(1);
    const tops = terms.map((term) => term.getBoundingClientRect().top);
    await expect(tops).toEqual([...tops].sort((a, b) => a - b));
    await expect(new Set(tops).size).toBe(terms.length);
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Missing values show “-” on screen and “无” to screen readers, never an empty gap. */
export const EmptyValues: Story = {
  name: '空值显示 -',
  args: {
    title: '汇款信息',
    columns: 2,
    items: [
      { label: '汇款金额', value: '¥5,000.00' },
      { label: '交易流水号', value: null },
      { label: '汇款凭证', value: undefined },
      { label: '备注', value: '' },
    ],
  },
  play: async ({ canvasElement }) => {
    for (const label of ['交易流水号', '汇款凭证', '备注']) {
      await expect(valueOf(canvasElement, label)).toHaveTextContent('-无');
    }
  },
};

export const LongValues: Story = {
  name: '长值',
  args: {
    title: '需求详情',
    columns: 2,
    items: [
      {
        label: '产品名称',
        value: '5G消息智能交互定制开发（含多轮对话、菜单配置与数据回传接口对接）',
      },
      { label: '到期时间', value: '2025-06-30' },
      {
        label: '需求描述',
        span: 2,
        value:
          '希望在现有政务服务号中增加办事指南查询、预约取号与进度推送三项功能；推送消息需支持卡片样式与按钮跳转，并与本单位统一身份认证平台对接，接口地址：https://example.gov.cn/api/v1/unified-identity/authentication/callback?source=5g-message-platform',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    const description = valueOf(canvasElement, '需求描述');
    await expect(description.getBoundingClientRect().height).toBeGreaterThan(40);
  },
};

export const NoItems: Story = {
  name: '无内容',
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('term')).toHaveLength(0);
  },
};

const remittance = [
  { label: '汇款金额', value: '¥5,000.00' },
  { label: '交易流水号', value: '6222 0210 0112 3456 789' },
  { label: '备注', value: '', span: 2 as const },
];

/** 最佳实践: values only; the action on the record sits below the list. */
export const DoActionsOutside: Story = {
  name: '推荐：操作放在描述列表之外',
  args: { title: '汇款信息', columns: 2, items: remittance },
  render: (args) => (
    <div style={{ width: 560, display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Descriptions {...args} />
      <Button>修改汇款信息</Button>
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('dl')).not.toContainElement(
      canvas.getByRole('button'),
    );
  },
};

/** 最佳实践, what to avoid: a button among the values. It reads as data, breaks the columns and hides what it changes. */
export const DontActionsAmongValues: Story = {
  name: '不推荐：把操作按钮混在值中间',
  args: {
    title: '汇款信息',
    columns: 2,
    items: [
      {
        label: '汇款金额',
        value: (
          <>
            ¥5,000.00{' '}
            <Button variant="text" size="small">
              修改
            </Button>
          </>
        ),
      },
      ...remittance.slice(1),
    ],
  },
  render: (args) => (
    <div style={{ width: 560 }}>
      <Descriptions {...args} />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('dl')).toContainElement(
      canvas.getByRole('button', { name: '修改' }),
    );
  },
};
