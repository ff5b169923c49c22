import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode.tsx';

const meta = {
  title: 'Data display/QrCode',
  component: QrCode,
  args: { value: 'https://5g.example.cn/f/Hx7kQ2mZ9a', label: '活动报名表的二维码' },
  argTypes: { size: { control: { type: 'range', min: 96, max: 320, step: 16 } } },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '默认',
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: '活动报名表的二维码' });
    await expect(code).toHaveAttribute('width', '160');
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  },
};

export const Small: Story = {
  name: '列表中的小尺寸',
  args: { size: 96 },
  play: async ({ canvas }) => {
    const { width } = canvas.getByRole('img').getBoundingClientRect();
    await expect(width).toBe(96);
  },
};

export const LongLink: Story = {
  name: '较长的链接',
  args: {
    value: 'https://5g.example.cn/f/Hx7kQ2mZ9a?from=poster&channel=community-notice-board',
    size: 200,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '活动报名表的二维码' })).toBeVisible();
  },
};
