import { vars } from '@p5g/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeliverySummary } from './DeliverySummary.tsx';

/** A task half way through: receipts still coming in. */
const sending = {
  total: 1200,
  delivered5g: 420,
  deliveredSms: 180,
  read: 150,
  failed: 36,
  notSent: 0,
  pending: 414,
};

const meta = {
  title: 'Data display/DeliverySummary',
  component: DeliverySummary,
  args: { counts: sending },
  argTypes: { counts: { control: 'object' } },
  render: (args) => (
    <div style={{ width: 560 }}>
      <DeliverySummary {...args} />
    </div>
  ),
} satisfies Meta<typeof DeliverySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const legendLine = (canvasElement: HTMLElement, part: string) =>
  canvasElement.querySelector<HTMLElement>(`dl [data-part="${part}"]`)!;

/** 已送达（5G） includes the read messages; every figure has its share of the total. */
export const Sending: Story = {
  name: '发送中',
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: '送达情况' })).toBeVisible();
    await expect(canvas.getByText('1,200')).toBeVisible();
    await expect(canvas.getByText('已有结果65.5%')).toBeVisible();
    await expect(legendLine(canvasElement, 'delivered5g')).toHaveTextContent(
      '已送达（5G）57047.5%',
    );
    await expect(legendLine(canvasElement, 'read')).toHaveTextContent('已读15012.5%');
    await expect(legendLine(canvasElement, 'pending')).toHaveTextContent('处理中41434.5%');
    await expect(legendLine(canvasElement, 'notSent')).toBeNull();
    const segments = canvasElement.querySelectorAll<HTMLElement>('[aria-hidden] [data-part]');
    await expect([...segments].map((s) => s.style.flexGrow)).toEqual([
      '150',
      '420',
      '180',
      '36',
      '414',
    ]);
  },
};

/** A cancelled task: the recipients never sent are shown as 未发送. */
export const Cancelled: Story = {
  name: '已取消',
  args: {
    counts: {
      total: 500,
      delivered5g: 120,
      deliveredSms: 60,
      read: 20,
      failed: 10,
      notSent: 290,
      pending: 0,
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(legendLine(canvasElement, 'notSent')).toHaveTextContent('未发送29058%');
    await expect(canvas.getByText('已有结果100%')).toBeVisible();
  },
};

/** Nothing resolved yet (a task waiting for review): no bar segments, no division by zero. */
export const Empty: Story = {
  name: '暂无结果',
  args: {
    counts: {
      total: 0,
      delivered5g: 0,
      deliveredSms: 0,
      read: 0,
      failed: 0,
      notSent: 0,
      pending: 0,
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden] [data-part]')).toHaveLength(0);
    await expect(canvas.getByText('已有结果0%')).toBeVisible();
    await expect(legendLine(canvasElement, 'failed')).toHaveTextContent('发送失败00%');
  },
};

/** At 288 px (a 320 px phone less padding) the legend folds into two columns and nothing overflows. */
export const Narrow: Story = {
  name: '320px窄屏',
  render: (args) => (
    <div style={{ width: 288 }}>
      <DeliverySummary {...args} aria-label="任务送达情况" />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '任务送达情况' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const terms = canvas.getAllByRole('term');
    await expect(terms[0]!.getBoundingClientRect().top).toBe(terms[1]!.getBoundingClientRect().top);
    await expect(terms[2]!.getBoundingClientRect().top).toBeGreaterThan(
      terms[1]!.getBoundingClientRect().top,
    );
  },
};

/** 最佳实践: every outcome in words with its count and share; the bar only illustrates. */
export const DoFiguresInLegend: Story = {
  name: '推荐：图例写明每种结果的条数与占比',
  play: async ({ canvasElement }) => {
    await expect(legendLine(canvasElement, 'failed')).toHaveTextContent('发送失败363%');
    await expect(legendLine(canvasElement, 'pending')).toHaveTextContent('处理中41434.5%');
  },
};

/** 最佳实践, what to avoid: a coloured bar alone. Nobody can tell 36 failures from 3%, and a screen reader gets nothing. */
export const DontBarOnly: Story = {
  name: '不推荐：只有色条没有数字',
  parameters: { controls: { disable: true } },
  render: () => (
    <section aria-label="送达情况" style={{ width: 560 }}>
      <h3 style={{ margin: '0 0 8px' }}>送达情况</h3>
      <div aria-hidden style={{ display: 'flex', height: 8 }}>
        <span style={{ flexGrow: 570, backgroundColor: vars.color.success['600'] }} />
        <span style={{ flexGrow: 180, backgroundColor: vars.role.accent }} />
        <span style={{ flexGrow: 36, backgroundColor: vars.role.danger }} />
        <span style={{ flexGrow: 414, backgroundColor: vars.role.border }} />
      </div>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '送达情况' })).toHaveTextContent(/^送达情况$/);
  },
};
