import { vars } from '@p5g/tokens';
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

/** 最佳实践: one spinner for the area that is loading, sized to it. */
export const DoOneForTheArea: Story = {
  name: '推荐：一个区域一个加载图标',
  parameters: { controls: { disable: true } },
  render: () => (
    <section
      aria-label="订单列表"
      style={{ width: 480, height: 160, display: 'grid', placeItems: 'center' }}
    >
      <Spinner size="large" />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar', { name: '加载中' })).toHaveLength(1);
  },
};

/** 最佳实践, what to avoid: a spinner in every card at once. The page flickers and nobody knows what is still coming. */
export const DontOnePerCard: Story = {
  name: '不推荐：同时转多个加载图标',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ width: 480, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12 }}>
      {['5G消息', '微传播', '+媒体'].map((name) => (
        <section
          key={name}
          aria-label={name}
          style={{
            height: 120,
            display: 'grid',
            placeItems: 'center',
            border: `1px solid ${vars.role.border}`,
          }}
        >
          <Spinner />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar', { name: '加载中' })).toHaveLength(3);
  },
};
