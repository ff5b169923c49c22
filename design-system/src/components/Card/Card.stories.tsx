import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Empty } from '../Empty/Empty.tsx';
import { Link } from '../Link/Link.tsx';
import { Card, cardVariants } from './Card.tsx';

const onDetail = fn();
const onContact = fn();

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: {
    title: '小程序定制开发',
    extra: <Link onPress={onDetail}>查看详情</Link>,
    children: '到期时间：2025-12-31',
    footer: (
      <Button variant="primary" size="small" onPress={onContact}>
        联系客服
      </Button>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    title: { control: 'text' },
    children: { control: 'text' },
    extra: { control: false },
    footer: { control: false },
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

// First on purpose: after a taller story, Chromium may leave its edge unpainted in the screenshot.
export const WithoutHeader: Story = {
  name: '无标题',
  args: {
    title: undefined,
    extra: undefined,
    footer: undefined,
    children: '5G消息余额：12,000 条',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const Outlined: Story = {
  name: '描边卡片',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '小程序定制开发' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '小程序定制开发' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '查看详情' }));
    await expect(onDetail).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '联系客服' }));
    await expect(onContact).toHaveBeenCalledTimes(1);
  },
};

export const Elevated: Story = {
  name: '阴影卡片',
  args: { variant: 'elevated', headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('小程序定制开发');
  },
};

export const Hovered: Story = {
  name: '悬停',
  args: { isHoverable: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '小程序定制开发' });
    await expect(card).toHaveAttribute('data-hoverable', 'true');
    await expect(getComputedStyle(card).boxShadow).toBe('none');
    await userEvent.hover(card);
    await expect(card).toHaveAttribute('data-hovered', 'true');
    await expect(getComputedStyle(card).boxShadow).not.toBe('none');
  },
};

/** Spec §4: an expired order is greyed and not clickable; the text says why. */
export const Expired: Story = {
  name: '已过期（置灰）',
  args: {
    isHoverable: true,
    isDisabled: true,
    extra: null,
    children: '已过期（到期时间：2023-06-30）',
    footer: (
      <Button size="small" isDisabled>
        联系客服
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '小程序定制开发' });
    await expect(card).toHaveAttribute('data-disabled', 'true');
    await expect(card).not.toHaveAttribute('data-hoverable');
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeDisabled();
  },
};

export const LongText: Story = {
  name: '长文本',
  args: {
    title: '融媒体云直播（单场）定制服务——含前期策划、现场多机位拍摄、导播切换与全网分发',
    children:
      '服务说明：本服务由专业团队提供从直播方案策划、场地踏勘、设备调试到直播执行与回放剪辑的全流程支持，需在开播前至少 7 个工作日提交需求，逾期提交的需求将顺延排期。',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    const card = canvas.getByRole('region');
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const EmptyContent: Story = {
  name: '无内容',
  args: {
    title: '账单明细',
    footer: undefined,
    children: <Empty size="small" description="暂无账单记录" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无账单记录')).toBeVisible();
  },
};

/** The 最佳实践 pair's expired card, with `children` as its only text. */
const expiredCard = (children: string) => ({
  isDisabled: true,
  extra: null,
  children,
  footer: null,
});

/** 最佳实践: an expired card is greyed and says 已过期 in words. */
export const DoExpiredInWords: Story = {
  name: '推荐：置灰并用文字标明已过期',
  args: expiredCard('已过期（到期时间：2023-06-30）'),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '小程序定制开发' });
    await expect(card).toHaveAttribute('data-disabled', 'true');
    await expect(card).toHaveTextContent('已过期');
  },
};

/** 最佳实践, what to avoid: grey alone. Without the words, a faded card reads as a rendering fault, and a screen reader hears nothing. */
export const DontGreyOnly: Story = {
  name: '不推荐：只靠置灰表示过期',
  args: expiredCard('到期时间：2023-06-30'),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '小程序定制开发' });
    await expect(card).toHaveAttribute('data-disabled', 'true');
    await expect(card).not.toHaveTextContent('过期');
  },
};
