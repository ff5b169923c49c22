import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { timeWhen } from '../../docs/story-timing.ts';
import { timing } from '@p5g/tokens';
import { expect, screen, userEvent } from 'storybook/test';
import { focusReturnedTo, overlayClosed } from '../../test-support/waits.ts';
import { Button } from '../Button/Button.tsx';
import { Tooltip, tooltipPlacements } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  parameters: overlayDocs,
  component: Tooltip,
  args: {
    content: '管理联系人及分组',
    children: <Button>通讯录</Button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: tooltipPlacements },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: '通讯录' });

/**
 * Moves the pointer onto the trigger. The pointer first moves over the page so RAC knows the user
 * is on a mouse: it ignores hover that did not come from a moving pointer.
 */
const hoverTrigger = async () => {
  await userEvent.hover(document.body);
  await userEvent.hover(trigger());
};

const focusTrigger = async () => {
  await userEvent.tab();
  await expect(trigger()).toHaveFocus();
  return screen.findByRole('tooltip');
};

/** Hover opens the tooltip only after the spec's 100 ms delay; it describes its trigger. */
export const OpensOnHoverAfterDelay: Story = {
  name: '悬停后出现',
  play: async () => {
    const shown = timeWhen(() => screen.queryByRole('tooltip'), true);
    const hoveredAt = performance.now();
    await hoverTrigger();
    await expect((await shown) - hoveredAt).toBeGreaterThanOrEqual(timing.tooltipDelay);
    const tooltip = screen.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('管理联系人及分组');
    await expect(trigger()).toHaveAccessibleDescription('管理联系人及分组');
  },
};

/** Keyboard focus opens it at once; Esc closes it. */
export const OpensOnFocus: Story = {
  name: '聚焦时出现',
  play: async () => {
    await focusTrigger();
    await userEvent.keyboard('{Escape}');
    await overlayClosed('tooltip');
    await focusReturnedTo(trigger());
  },
};

export const Bottom: Story = {
  name: '下方',
  args: { placement: 'bottom' },
  play: async () => {
    const tooltip = await focusTrigger();
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
    await expect(tooltip.getBoundingClientRect().top).toBeGreaterThan(
      trigger().getBoundingClientRect().bottom,
    );
  },
};

export const Left: Story = {
  name: '左侧',
  args: { placement: 'left' },
  play: async () => {
    const tooltip = await focusTrigger();
    await expect(tooltip).toHaveAttribute('data-placement', 'left');
    await expect(tooltip.getBoundingClientRect().right).toBeLessThan(
      trigger().getBoundingClientRect().left,
    );
  },
};

export const Right: Story = {
  name: '右侧',
  args: { placement: 'right' },
  play: async () => {
    const tooltip = await focusTrigger();
    await expect(tooltip).toHaveAttribute('data-placement', 'right');
  },
};

export const WithoutArrow: Story = {
  name: '无箭头',
  args: { hasArrow: false },
  play: async () => {
    const tooltip = await focusTrigger();
    await expect(tooltip.querySelector('svg')).toBeNull();
  },
};

/** Long text wraps within 280 px. */
export const LongText: Story = {
  name: '长文本',
  args: {
    content:
      '我的模板审核时间为全年08:00-22:00，紧急模板请致电客服；模板有效期为7天，过期后无法发送。',
  },
  play: async () => {
    const tooltip = await focusTrigger();
    await expect(tooltip.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(tooltip.scrollWidth).toBeLessThanOrEqual(tooltip.clientWidth + 1);
  },
};

export const Disabled: Story = {
  name: '停用时不出现',
  tags: ['test-only'],
  args: { isDisabled: true },
  play: async () => {
    await hoverTrigger();
    await new Promise((resolve) => setTimeout(resolve, timing.tooltipDelay * 3));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

/** 最佳实践: why an action is unavailable is written beside it, where everyone sees it. */
export const DoReasonOnThePage: Story = {
  name: '推荐：不可用的原因写在界面上',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Button variant="primary" isDisabled aria-describedby="send-blocked">
        发送
      </Button>
      <span id="send-blocked">5G消息余额不足，充值后可发送</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5G消息余额不足，充值后可发送')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发送' })).toHaveAccessibleDescription(
      '5G消息余额不足，充值后可发送',
    );
  },
};

/**
 * 最佳实践, what to avoid: the reason in a tooltip on a disabled button. A disabled button takes no
 * focus, so keyboard users never open it, and on a phone there is no hover.
 */
export const DontTooltipOnDisabled: Story = {
  name: '不推荐：给禁用的按钮加提示说明原因',
  args: {
    content: '5G消息余额不足，充值后可发送',
    children: (
      <Button variant="primary" isDisabled>
        发送
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '发送' })).not.toHaveFocus();
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(canvas.queryByText('5G消息余额不足，充值后可发送')).toBeNull();
  },
};
