import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Timeline } from './Timeline.tsx';

/** A 5G message template through the platform's review and then the carriers' (spec §4). */
const templateReview = [
  { title: '提交审核', time: '2026-11-20 09:12', description: '提交人：张明' },
  { title: '平台审核通过', time: '2026-11-20 10:45', tone: 'success' as const },
  {
    title: '运营商审核中',
    time: '2026-11-20 10:46',
    tone: 'processing' as const,
    description: '审核时间为每日 08:00-22:00，紧急模板请致电 400-097-0808',
  },
];

const meta = {
  title: 'Data display/Timeline',
  component: Timeline,
  args: { items: templateReview, 'aria-label': '审核记录' },
  argTypes: { items: { control: 'object' } },
  render: (args) => (
    <div style={{ width: 480 }}>
      <Timeline {...args} />
    </div>
  ),
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TemplateReview: Story = {
  name: '模板审核',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '审核记录' });
    const events = canvas.getAllByRole('listitem');
    await expect(list).toBeVisible();
    await expect(events).toHaveLength(3);
    await expect(events[1]).toHaveAttribute('data-tone', 'success');
    await expect(events[2]).toHaveTextContent('运营商审核中2026-11-20 10:46');
  },
};

export const Rejected: Story = {
  name: '审核驳回',
  args: {
    items: [
      { title: '提交审核', time: '2026-11-20 09:12' },
      {
        title: '平台驳回',
        time: '2026-11-20 11:03',
        tone: 'danger',
        description: '驳回原因：模板内容含未经授权的品牌名称，请修改后重新提交。',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText(/驳回原因/)).toBeVisible();
  },
};

/** An order's handling, every outcome tone once. */
export const AllTones: Story = {
  name: '全部色调',
  args: {
    'aria-label': '订单处理记录',
    items: [
      { title: '提交订单', time: '2026-11-18 14:20' },
      {
        title: '已退回修改',
        time: '2026-11-18 16:02',
        tone: 'warning',
        description: '汇款凭证不清晰',
      },
      { title: '重新提交', time: '2026-11-19 09:30', tone: 'processing' },
      { title: '审核不通过', time: '2026-11-19 11:15', tone: 'danger' },
      { title: '购买成功', time: '2026-11-19 15:40', tone: 'success' },
      { title: '已关闭', time: '2026-11-20 08:00', tone: 'neutral' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

/** At 240 px the time moves under the title and stays on one line; long titles break between words. */
export const Narrow: Story = {
  name: '240px窄列',
  args: {
    items: [
      { title: '提交定制需求与素材清单', time: '2026-11-20 09:12' },
      {
        title: '方案评审及开发排期确认中',
        time: '2026-11-21 10:45',
        tone: 'processing',
        description: '预计 3 个工作日内完成，请留意站内消息。',
      },
    ],
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <Timeline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const time of canvas.getAllByText(/^2026-11-2\d \d\d:\d\d$/)) {
      await expect(time.getBoundingClientRect().height).toBeLessThanOrEqual(18);
    }
  },
};

/** 最佳实践: the newest event first, so the current state is where the eye lands. */
export const DoNewestFirst: Story = {
  name: '推荐：最新的记录在上',
  args: { items: [...templateReview].reverse() },
  play: async ({ canvas }) => {
    const [first, , last] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('运营商审核中');
    await expect(last).toHaveTextContent('提交审核');
  },
};

/** 最佳实践, what to avoid: oldest first in a record that grows; the current state ends up below the fold. */
export const DontOldestFirst: Story = {
  name: '不推荐：最新的记录在最下方',
  play: async ({ canvas }) => {
    const [first, , last] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('提交审核');
    await expect(last).toHaveTextContent('运营商审核中');
  },
};
