import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TrendChart } from './TrendChart.tsx';
import type { TrendItem } from './trend-window.ts';

// Fixed so that the window, and the screenshots, do not move with the date.
const today = new CalendarDate(2025, 6, 16);

const messageItems: TrendItem[] = [
  { day: '20250609', consume: 320 },
  { day: '20250610', consume: 480 },
  { day: '20250611', consume: 260 },
  { day: '20250612', consume: 0 },
  { day: '20250613', consume: 615 },
  { day: '20250614', consume: 150 },
  { day: '20250615', consume: 402 },
  // Today: not yet complete, never drawn.
  { day: '20250616', consume: 999 },
];

const meta = {
  title: 'Business patterns/TrendChart',
  component: TrendChart,
  args: { title: '5G消息发送', unit: '条', items: messageItems, today },
  // Software rendering anti-aliases the SVG line slightly differently from run to run (measured up
  // to 0.056); 0.1 absorbs that and still fails any change of colour, data or layout.
  parameters: { visual: { threshold: 0.1 } },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    height: { control: { type: 'range', min: 160, max: 400, step: 20 } },
    today: { control: false },
    items: { control: 'object' },
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <TrendChart {...args} />
    </div>
  ),
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

const tooltipOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('.visx-tooltip');

export const Default: Story = {
  name: '近7天',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '5G消息发送' })).toBeVisible();
    const table = canvas.getByRole('table', { name: '5G消息发送' });
    await expect(tableRows(table)).toEqual([
      '2025-06-09320',
      '2025-06-10480',
      '2025-06-11260',
      '2025-06-120',
      '2025-06-13615',
      '2025-06-14150',
      '2025-06-15402',
    ]);
    await expect(canvas.getByRole('slider')).toHaveAccessibleName(
      '5G消息发送，近7天共2,227条，最高615条（2025-06-13）',
    );
  },
};

/** Keyboard: focus shows yesterday, arrows move day by day, Home and End jump to the ends. */
export const KeyboardTooltip: Story = {
  name: '键盘查看数值',
  play: async ({ canvas, canvasElement }) => {
    await expect(tooltipOf(canvasElement)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('slider')).toHaveFocus();
    const tooltip = () => tooltipOf(canvasElement);
    await expect(tooltip()).toHaveTextContent('2025-06-15402条');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(tooltip()).toHaveTextContent('2025-06-13615条');
    await expect(canvas.getByRole('slider')).toHaveAttribute('aria-valuetext', '2025-06-13：615条');
    await userEvent.keyboard('{Home}');
    await expect(tooltip()).toHaveTextContent('2025-06-09320条');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tooltip()).toHaveTextContent('2025-06-09320条');
  },
};

/** Pointer: the day nearest the pointer shows its exact value and date. */
export const HoverTooltip: Story = {
  name: '悬停查看数值',
  play: async ({ canvasElement, canvas }) => {
    // The chart draws once the resize observer has reported its width.
    await waitFor(() => expect(canvasElement.querySelectorAll('circle')).toHaveLength(7));
    const dots = canvasElement.querySelectorAll('circle');
    const dot = dots[4]!.getBoundingClientRect();
    const overlay = canvasElement.querySelector('svg > rect') as SVGRectElement;
    await userEvent.pointer({
      target: overlay,
      coords: { clientX: dot.x + dot.width / 2 + 10, clientY: dot.y },
    });
    await waitFor(() => expect(tooltipOf(canvasElement)).toHaveTextContent('2025-06-13615条'));
    await expect(canvas.getByText('615条')).toBeVisible();
  },
};

export const Empty: Story = {
  name: '无数据',
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

/** Only today's and older entries: nothing falls in the window, so the chart is empty. */
export const NoDataInWindow: Story = {
  name: '7天内无数据',
  args: {
    items: [
      { day: '20250616', consume: 80 },
      { day: '20250601', consume: 40 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '5G消息发送加载中' })).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Axis labels in ten-thousands (spec §9 'w'); the tooltip and table keep the exact value. */
export const LargeValues: Story = {
  name: '大数值',
  args: {
    items: [
      { day: '20250609', consume: 1_234_567 },
      { day: '20250610', consume: 2_480_000 },
      { day: '20250611', consume: 986_120 },
      { day: '20250612', consume: 3_050_004 },
      { day: '20250613', consume: 2_715_360 },
      { day: '20250614', consume: 1_800_000 },
      { day: '20250615', consume: 2_999_999 },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const labels = () =>
      [...canvasElement.querySelectorAll('svg text')].map((text) => text.textContent);
    // The chart draws once the resize observer has reported its width.
    await waitFor(() => expect(labels()).toContain('100w'));
    await expect(labels()).toContain('06-15');
    await expect(tableRows(canvas.getByRole('table'))).toContain('2025-06-123,050,004');
    await userEvent.tab();
    await expect(canvas.getByText('2,999,999条')).toBeVisible();
  },
};

/** Spec §2: the account centre overview shows three trends side by side. */
export const AccountCentre: Story = {
  name: '账户中心三张趋势图',
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16, width: 960 }}>
      <TrendChart {...args} title="5G消息发送" unit="条" items={messageItems} />
      <TrendChart
        {...args}
        title="微应用调用"
        unit="个"
        items={[
          { day: '20250610', consume: 12 },
          { day: '20250611', consume: 18 },
          { day: '20250613', consume: 9 },
          { day: '20250615', consume: 21 },
        ]}
      />
      <TrendChart {...args} title="微传播调用" unit="个" items={[]} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const title of ['5G消息发送', '微应用调用', '微传播调用']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

/** 最佳实践: no data in the window says so, instead of a line lying on 0. */
export const DoEmptyState: Story = {
  name: '推荐：无数据时显示空状态',
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** 最佳实践, what to avoid: seven zeros drawn as a flat line. It looks like a week without sending, not a week without data. */
export const DontFlatZeroLine: Story = {
  name: '不推荐：无数据时画一条贴着0的直线',
  args: {
    items: ['20250609', '20250610', '20250611', '20250612', '20250613', '20250614', '20250615'].map(
      (day) => ({ day, consume: 0 }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('暂无数据')).toBeNull();
    const table = canvas.getByRole('table', { name: '5G消息发送' });
    for (const row of tableRows(table)) await expect(row).toMatch(/^\d{4}-\d{2}-\d{2}0$/);
  },
};

/** A longer window, as a micro-app's answers per day over 30 days: the day labels thin out. */
export const ThirtyDays: Story = {
  name: '近30天',
  args: {
    title: '每日填写',
    unit: '份',
    days: 30,
    items: Array.from({ length: 30 }, (_, i) => ({
      day: today
        .subtract({ days: 30 - i })
        .toString()
        .replaceAll('-', ''),
      consume: (i * 7) % 11,
    })),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '每日填写' });
    await expect(tableRows(table)).toHaveLength(30);
    await expect(tableRows(table)[0]).toBe('2025-05-170');
    await expect(tableRows(table).at(-1)).toBe('2025-06-155');
    await expect(canvas.getByRole('slider', { name: /近30天共152份/ })).toBeVisible();
  },
};
