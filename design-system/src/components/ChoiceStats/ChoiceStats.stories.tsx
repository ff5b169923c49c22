import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChoiceStats } from './ChoiceStats.tsx';

const meta = {
  title: 'Business patterns/ChoiceStats',
  component: ChoiceStats,
  args: {
    title: '您对本次活动的满意度',
    answered: 40,
    items: [
      { label: '非常满意', count: 22 },
      { label: '满意', count: 12 },
      { label: '一般', count: 5 },
      { label: '不满意', count: 1 },
    ],
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <ChoiceStats {...args} />
    </div>
  ),
} satisfies Meta<typeof ChoiceStats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '单选题',
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const row = within(table).getByRole('row', { name: /非常满意/ });
    await expect(row).toHaveTextContent('22人（55%）');
    await expect(canvas.getByText('40人回答')).toBeVisible();
  },
};

export const Multiple: Story = {
  name: '多选题（占比之和可超过100%）',
  args: {
    title: '您方便参加的时段',
    answered: 10,
    items: [
      { label: '工作日上午', count: 6 },
      { label: '工作日下午', count: 7 },
      { label: '周末', count: 9 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /周末/ })).toHaveTextContent('9人（90%）');
  },
};

export const Rating: Story = {
  name: '评分分布',
  args: {
    title: '请为窗口服务打分',
    answered: 25,
    items: [1, 2, 3, 4, 5].map((score) => ({
      label: `${score}分`,
      count: [0, 1, 3, 9, 12][score - 1]!,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /1分/ })).toHaveTextContent('0人（0%）');
  },
};

export const Empty: Story = {
  name: '暂无回答',
  args: { answered: 0, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无回答')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Narrow: Story = {
  name: '320px宽',
  render: (args) => (
    <div style={{ width: 288 }}>
      <ChoiceStats {...args} title="您从哪里得知本次活动（可多选）" />
    </div>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(288);
  },
};
