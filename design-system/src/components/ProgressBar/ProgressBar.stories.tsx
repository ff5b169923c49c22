import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarStatuses } from './ProgressBar.tsx';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: '正在上传汇款凭证', value: 40 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    status: { control: 'inline-radio', options: progressBarStatuses },
    size: { control: 'inline-radio', options: progressBarSizes },
    label: { control: 'text' },
    description: { control: 'text' },
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  name: '上传中',
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '正在上传汇款凭证' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect(canvas.getByText('40%')).toBeVisible();
  },
};

/** A batch of 5G messages: the count instead of a percentage, as the send record shows it. */
export const CountOfTotal: Story = {
  name: '计数（已发送/总数）',
  args: {
    label: '发送进度',
    value: 1268,
    maxValue: 3000,
    valueLabel: '1,268 / 3,000 条',
    description: '发送中，您可以离开此页面，完成后将在消息中心通知您',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '发送进度' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1,268 / 3,000 条');
    await expect(bar).toHaveAccessibleDescription(
      '发送中，您可以离开此页面，完成后将在消息中心通知您',
    );
  },
};

/** An export whose size is not known yet: a moving bar, no value. */
export const Indeterminate: Story = {
  name: '不确定进度',
  args: { label: '正在生成导出文件', isIndeterminate: true, description: '文件较大时需要几分钟' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '正在生成导出文件' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-indeterminate', 'true');
    await expect(canvas.queryByText(/%$/)).not.toBeInTheDocument();
  },
};

export const Succeeded: Story = {
  name: '成功',
  args: { label: '上传完成', value: 100, status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('data-status', 'success');
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const Failed: Story = {
  name: '失败',
  args: {
    label: '上传失败',
    value: 62,
    status: 'error',
    description: '网络连接中断，请重新上传',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleDescription(
      '网络连接中断，请重新上传',
    );
  },
};

/** In a file list: no visible label, a thin bar. */
export const SmallWithoutLabel: Story = {
  name: '小尺寸，无可见标签',
  args: { label: undefined, 'aria-label': '凭证.png 上传进度', size: 'small', value: 75 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '凭证.png 上传进度' })).toBeVisible();
  },
};

/** Values outside the range are clamped, so the bar never overflows its track. */
export const ClampedValue: Story = {
  name: '超出范围的值',
  args: { label: '正在上传', value: 130 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** At 240 px the long label wraps without leaving one character alone, and the value stays whole. */
export const NarrowLongLabel: Story = {
  name: '240px窄列，长标签',
  args: {
    label: '正在上传汇款凭证及营业执照扫描件，请勿关闭页面',
    value: 1268,
    maxValue: 3000,
    valueLabel: '1,268 / 3,000 条',
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <ProgressBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const value = canvas.getByText('1,268 / 3,000 条');
    // One line: its height is one line of 14 px text at line height 1.5.
    await expect(value.getBoundingClientRect().height).toBeLessThanOrEqual(22);
  },
};

/** 最佳实践: the total is unknown, so the bar moves without pretending to a percentage. */
export const DoIndeterminateWhenUnknown: Story = {
  name: '推荐：总量未知时用不确定进度',
  args: { label: '正在生成导出文件', isIndeterminate: true, description: '文件较大时需要几分钟' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '正在生成导出文件' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText(/%$/)).toBeNull();
  },
};

/** 最佳实践, what to avoid: a made-up 99% while the size is unknown; it sits there for minutes. */
export const DontFakePercentage: Story = {
  name: '不推荐：总量未知时显示假百分比',
  args: { label: '正在生成导出文件', value: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '99');
    await expect(canvas.getByText('99%')).toBeVisible();
  },
};
