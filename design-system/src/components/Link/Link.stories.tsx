import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link, linkVariants } from './Link.tsx';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { children: '查看明细', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    isExternal: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    href: { control: 'text' },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `href`: an in-page action such as opening the order detail modal. */
export const Default: Story = {
  name: '默认',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '查看明细' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  name: '键盘聚焦',
  args: { children: '订购' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '订购' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const WithHref: Story = {
  name: '带地址',
  args: { href: '/v2/setmeal?currentTab=service_function', children: '去订购' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '去订购' })).toHaveAttribute(
      'href',
      '/v2/setmeal?currentTab=service_function',
    );
  },
};

export const Inline: Story = {
  name: '正文中的链接',
  args: { variant: 'inline', href: '/help_center?id=3', children: '帮助中心' },
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 480 }}>
      模板审核时间为全年 08:00-22:00，紧急模板请致电客服。更多说明请查阅
      <Link {...args} />。
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '帮助中心' })).toHaveAttribute(
      'data-variant',
      'inline',
    );
  },
};

export const External: Story = {
  name: '外部链接',
  args: { isExternal: true, href: 'https://www.example.com/privacy', children: '隐私协议' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /^隐私协议\s*（在新窗口打开）$/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, children: '已过期' },
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: '已过期' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  name: '长文字',
  args: {
    href: '/help_center?id=12',
    children:
      '5G消息模板审核规范及常见驳回原因说明（含营销类、通知类、验证码类模板的填写示例与注意事项）',
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Link {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    const box = link.parentElement as HTMLElement;
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(
      box.getBoundingClientRect().right + 1,
    );
    await expect(link.getClientRects().length).toBeGreaterThan(1);
  },
};

/** 最佳实践: the link's words say where it goes, so it makes sense read alone (screen readers list links so). */
export const DoSayWhere: Story = {
  name: '推荐：链接文字说明去向',
  args: { variant: 'inline', href: '/help_center?id=3', children: '查看审核规则' },
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 480 }}>
      模板审核未通过时，请按审核意见修改后重新提交。
      <Link {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '查看审核规则' })).toBeVisible();
  },
};

/** 最佳实践, what to avoid: 点击这里. Out of its sentence the link says nothing about where it leads. */
export const DontClickHere: Story = {
  name: '不推荐：“点击这里”',
  args: { variant: 'inline', href: '/help_center?id=3', children: '点击这里' },
  render: (args) => (
    <p style={{ margin: 0, maxWidth: 480 }}>
      模板审核未通过时，请按审核意见修改后重新提交，审核规则请
      <Link {...args} />。
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName('点击这里');
    await expect(canvas.getByRole('link')).not.toHaveAccessibleName(/审核/);
  },
};
