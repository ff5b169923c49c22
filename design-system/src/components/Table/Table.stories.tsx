import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Empty as EmptyState } from '../Empty/Empty.tsx';
import { formatMoney } from '../../format/money.ts';
import { Link } from '../Link/Link.tsx';
import { StatusTag, type StatusTagProps } from '../StatusTag/StatusTag.tsx';
import { Table, type TableColumn } from './Table.tsx';

/** A row of the order list (spec §3): money in cents, formatted for display. */
type Order = {
  id: string;
  createTime: string;
  title: string;
  fee: number;
  source: '前台' | '后台' | '服务商';
  /** Order-list status (spec §4), in the words and tone the app gives it. */
  status: StatusTagProps;
};

const orders: Order[] = [
  {
    id: 'DD202406180931250001',
    createTime: '2024-06-18 09:31:25',
    title: '5G消息套餐（10万条）',
    fee: 1280000,
    source: '前台',
    status: { label: '已确认待处理', tone: 'processing' },
  },
  {
    id: 'DD202406021422080002',
    createTime: '2024-06-02 14:22:08',
    title: '微应用定制开发',
    fee: 5000000,
    source: '后台',
    status: { label: '处理成功', tone: 'success' },
  },
  {
    id: 'DD202405201006330003',
    createTime: '2024-05-20 10:06:33',
    title: '+媒体单次服务',
    fee: 99900,
    source: '服务商',
    status: { label: '处理失败', tone: 'danger' },
  },
];

const onView = fn();

const columns: TableColumn<Order>[] = [
  { id: 'id', header: '订单编号', cell: (order) => order.id, width: 200 },
  { id: 'createTime', header: '下单时间', cell: (order) => order.createTime, allowsSorting: true },
  { id: 'title', header: '订购内容', cell: (order) => order.title },
  {
    id: 'fee',
    header: '订单金额',
    cell: (order) => formatMoney(order.fee),
    align: 'end',
    allowsSorting: true,
  },
  { id: 'source', header: '订单来源', cell: (order) => order.source },
  {
    id: 'status',
    header: '状态',
    cell: (order) => <StatusTag {...order.status} />,
  },
  {
    id: 'actions',
    header: '操作',
    align: 'center',
    width: 96,
    cell: (order) => (
      <Link onPress={() => onView(order.id)} aria-label={`查看详情 ${order.id}`}>
        查看详情
      </Link>
    ),
  },
];

const meta = {
  title: 'Data display/Table',
  component: Table<Order>,
  args: { 'aria-label': '订单列表', columns, rows: orders },
  argTypes: {
    isLoading: { control: 'boolean' },
    stickyHeader: { control: 'boolean' },
    loadingRowCount: { control: 'number' },
    columns: { control: false },
    rows: { control: false },
    emptyState: { control: false },
  },
} satisfies Meta<typeof Table<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

// First on purpose: after a taller story, Chromium may leave its edge unpainted in the screenshot.
export const Empty: Story = {
  name: '无数据',
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Default: Story = {
  name: '订单列表',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: '订单列表' });
    await expect(within(table).getAllByRole('row')).toHaveLength(orders.length + 1);
    await expect(canvas.getByRole('rowheader', { name: 'DD202406180931250001' })).toBeVisible();
    const money = canvas.getByRole('gridcell', { name: '¥12,800.00' });
    await expect(getComputedStyle(money).textAlign).toBe('end');
    await expect(getComputedStyle(money).fontVariantNumeric).toBe('tabular-nums');
    // Status as a StatusTag: icon, words and tone.
    await expect(canvas.getByText('处理失败')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('处理成功').querySelector('svg')).not.toBeNull();
  },
};

/** The header reports the press; the page sorts (here in memory) and passes the descriptor back. */
export const Sorting: Story = {
  name: '排序',
  args: { onSortChange: fn() },
  render: function SortableOrders(args) {
    const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
      column: 'createTime',
      direction: 'descending',
    });
    const key = sortDescriptor.column as 'createTime' | 'fee';
    const sign = sortDescriptor.direction === 'ascending' ? 1 : -1;
    const rows = [...orders].sort((a, b) => (a[key] > b[key] ? sign : -sign));
    return (
      <Table
        {...args}
        rows={rows}
        sortDescriptor={sortDescriptor}
        onSortChange={(descriptor) => {
          args.onSortChange?.(descriptor);
          setSortDescriptor(descriptor);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const timeHeader = canvas.getByRole('columnheader', { name: '下单时间' });
    const feeHeader = canvas.getByRole('columnheader', { name: '订单金额' });
    await expect(timeHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(feeHeader).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: '订单编号' })).not.toHaveAttribute(
      'aria-sort',
    );

    await userEvent.click(feeHeader);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'fee',
      direction: 'ascending',
    });
    await expect(feeHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(timeHeader).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('DD202405201006330003');

    await userEvent.click(feeHeader);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      column: 'fee',
      direction: 'descending',
    });
    await expect(feeHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('DD202406021422080002');
  },
};

export const RowActions: Story = {
  name: '行内操作',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '查看详情 DD202406021422080002' }));
    await expect(onView).toHaveBeenCalledWith('DD202406021422080002');
  },
};

const onOpen = fn();

export const EmptyWithAction: Story = {
  name: '无数据带操作',
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        size="small"
        description="您还没有订单，订购服务后将在此显示"
        action={
          <Button variant="primary" size="small" onPress={onOpen}>
            去订购
          </Button>
        }
      />
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '去订购' }));
    await expect(onOpen).toHaveBeenCalledTimes(1);
  },
};

/**
 * No rows on a phone, where the columns are wider than the screen: the empty state stays centred in
 * the part of the table in view, with nothing to scroll sideways to find it.
 */
export const EmptyOnPhone: Story = {
  name: '无数据（手机）',
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { rows: [], emptyState: <EmptyState size="small" description="暂无订单" /> },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    const box = grid.parentElement!;
    await expect(grid.offsetWidth).toBeGreaterThan(box.clientWidth);
    const view = box.getBoundingClientRect();
    const message = canvas.getByText('暂无订单').getBoundingClientRect();
    await expect(message.left).toBeGreaterThanOrEqual(view.left);
    await expect(message.right).toBeLessThanOrEqual(view.right);
    const offCentre = (message.left + message.right) / 2 - (view.left + view.right) / 2;
    await expect(Math.abs(offCentre)).toBeLessThan(2);
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toContainElement(
      canvas.getByRole('grid'),
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 5);
    await expect(canvas.getAllByRole('rowheader', { name: '加载中' })).toHaveLength(5);
    await expect(canvas.queryByText('DD202406180931250001')).not.toBeInTheDocument();
  },
};

type LedgerEntry = { id: string; time: string; kind: string; amount: string };

const ledgerEntries: LedgerEntry[] = ['充值', '购买', '退款', '扣费', '赠送'].map(
  (kind, index) => ({
    id: String(index + 1),
    time: `2026-11-2${index} 10:00`,
    kind,
    amount: `¥${(index + 1) * 100}.00`,
  }),
);

function LedgerLoadsThenShows() {
  const [isLoading, setLoading] = useState(true);
  return (
    <>
      <Button variant="secondary" onPress={() => setLoading(false)}>
        加载完成
      </Button>
      <Table<LedgerEntry>
        aria-label="账单明细"
        isLoading={isLoading}
        rows={isLoading ? [] : ledgerEntries}
        columns={[
          { id: 'time', header: '时间', isRowHeader: true, cell: (entry) => entry.time },
          { id: 'kind', header: '类型', cell: (entry) => entry.kind },
          { id: 'amount', header: '金额', align: 'end', cell: (entry) => entry.amount },
        ]}
      />
    </>
  );
}

/**
 * Rows whose ids are "1"…"5" arriving after the loading rows: the loading rows are a body of their
 * own, so React Aria never sees row "1" change its id ("Cannot change the id of an item").
 */
export const LoadedRowsReplaceLoadingRows: Story = {
  name: '加载后显示数据',
  tags: ['test-only'],
  render: () => <LedgerLoadsThenShows />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('rowheader', { name: '加载中' })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: '加载完成' }));
    const grid = canvas.getByRole('grid', { name: '账单明细' });
    await expect(within(grid).queryByText('加载中')).toBeNull();
    await expect(within(grid).getAllByRole('row')).toHaveLength(1 + 5);
    for (const entry of ledgerEntries) {
      await expect(within(grid).getByRole('rowheader', { name: entry.time })).toBeVisible();
    }
    await expect(grid.closest('[aria-busy]')).toBeNull();
  },
};

const manyOrders: Order[] = Array.from({ length: 10 }, (_, index) => ({
  ...orders[index % orders.length]!,
  id: `DD2024061800000${String(index).padStart(5, '0')}`,
}));

/** Ten rows (spec §9 page size) in a 280 px box: the header stays while the rows scroll. */
export const StickyHeader: Story = {
  name: '固定表头',
  args: { rows: manyOrders, stickyHeader: true, maxHeight: 280 },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    const container = grid.parentElement as HTMLElement;
    const header = canvas.getByRole('columnheader', { name: '订单编号' });
    container.scrollTop = 200;
    await expect(container.scrollTop).toBe(200);
    await expect(header.getBoundingClientRect().top).toBe(
      container.getBoundingClientRect().top + 1,
    );
  },
};

export const LongText: Story = {
  name: '长文本',
  args: {
    rows: [
      {
        ...orders[0]!,
        title:
          '融媒体云直播（单场）定制服务——含前期策划、现场多机位拍摄、导播切换、全网分发及回放剪辑，另附5G消息通知2万条',
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 900 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('gridcell', { name: /融媒体云直播/ });
    await expect(cell.getBoundingClientRect().height).toBeGreaterThan(40);
    // The status column keeps its tag on one line (a 24 px tag) while the title wraps beside it.
    const tag = canvas.getByText('已确认待处理').getBoundingClientRect();
    await expect(tag.height).toBeLessThanOrEqual(24);
    await expect(tag.right).toBeLessThanOrEqual(
      canvas.getByRole('gridcell', { name: '已确认待处理' }).getBoundingClientRect().right,
    );
  },
};

const compactColumns = (wellSet: boolean): TableColumn<Order>[] => [
  { id: 'title', header: '订购内容', isRowHeader: true, cell: (order) => order.title },
  { id: 'createTime', header: '下单时间', noWrap: wellSet, cell: (order) => order.createTime },
  {
    id: 'fee',
    header: '订单金额',
    align: wellSet ? 'end' : 'start',
    noWrap: wellSet,
    cell: (order) => formatMoney(order.fee),
  },
];

const lineCount = (element: HTMLElement) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
};

/** 最佳实践: amounts right-aligned so digits line up; dates and amounts never break. */
export const DoAlignedAmountsWholeDates: Story = {
  name: '推荐：金额右对齐，时间和金额不断行',
  args: { columns: compactColumns(true) },
  render: (args) => (
    <div style={{ width: 420 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const money = canvas.getByRole('gridcell', { name: '¥12,800.00' });
    await expect(getComputedStyle(money).textAlign).toBe('end');
    await expect(lineCount(canvas.getByText('2024-06-18 09:31:25'))).toBe(1);
  },
};

/** 最佳实践, what to avoid: left-aligned amounts are hard to compare, and 09:31:25 falls apart. */
export const DontRaggedAmountsBrokenDates: Story = {
  name: '不推荐：金额左对齐，时间被拆行',
  args: { columns: compactColumns(false) },
  render: (args) => (
    <div style={{ width: 420 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const money = canvas.getByRole('gridcell', { name: '¥12,800.00' });
    await expect(getComputedStyle(money).textAlign).not.toBe('end');
    await expect(lineCount(canvas.getByText('2024-06-18 09:31:25'))).toBeGreaterThan(1);
  },
};
