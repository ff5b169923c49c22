import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icon only; screen readers hear 加载中. */
export const Default: Story = {
  name: '默认',
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: '加载中' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(spinner).not.toHaveTextContent('加载中');
  },
};

export const Small: Story = {
  name: '小号',
  args: { size: 'small' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('progressbar').querySelector('svg');
    await expect(icon).toHaveAttribute('width', '16');
  },
};

export const Large: Story = {
  name: '大号',
  args: { size: 'large' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('progressbar').querySelector('svg');
    await expect(icon).toHaveAttribute('width', '40');
  },
};

export const VisibleLabel: Story = {
  name: '显示文字',
  args: { isLabelVisible: true, label: '数据加载中' },
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: '数据加载中' });
    await expect(within(spinner).getByText('数据加载中')).toBeVisible();
  },
};

export const LongLabel: Story = {
  name: '长文字',
  args: {
    isLabelVisible: true,
    size: 'large',
    label: '正在导出近一年的账单明细，数据量较大，请稍候',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(
      '正在导出近一年的账单明细，数据量较大，请稍候',
    );
  },
};

/** Every size, with and without a visible label. */
export const AllSizes: Story = {
  name: '全部尺寸',
  render: (args) => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center' }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
      {spinnerSizes.map((size) => (
        <Spinner key={`${size}-label`} {...args} size={size} isLabelVisible />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar', { name: '加载中' })).toHaveLength(
      spinnerSizes.length * 2,
    );
  },
};
