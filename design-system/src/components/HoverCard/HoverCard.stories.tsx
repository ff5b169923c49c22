import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { timeWhen } from '../../docs/story-timing.ts';
import { timing } from '@p5g/tokens';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusReturnedTo, overlayClosed } from '../../test-support/waits.ts';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { HoverCard, hoverCardPlacements } from './HoverCard.tsx';

const onLogout = fn();

const meta = {
  title: 'Overlays/HoverCard',
  parameters: overlayDocs,
  component: HoverCard,
  args: {
    trigger: '王经理',
    label: '用户信息',
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <strong>王经理</strong>
        <Link href="#account">账户中心</Link>
        <Link href="#platform">平台管理</Link>
        <Button variant="text" onPress={onLogout}>
          退出登录
        </Button>
      </div>
    ),
  },
  argTypes: {
    placement: { control: 'inline-radio', options: hoverCardPlacements },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          minHeight: 260,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: '王经理' });
const card = () => screen.queryByRole('dialog', { name: '用户信息' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The story's pointer and keyboard (the play function's `userEvent`), which keep their position. */
type User = ReturnType<typeof userEvent.setup>;
const pageCorner = { clientX: 1, clientY: 1 };

/** The middle of `element`, where a real pointer over it is. */
const middleOf = (element: Element) => {
  const { left, top, width, height } = element.getBoundingClientRect();
  return { clientX: left + width / 2, clientY: top + height / 2 };
};

/**
 * The pointer moves over the page (so RAC knows the user is on a mouse), then onto the trigger.
 * Every move carries the coordinates a real pointer would have: RAC keeps the card open only while
 * the pointer is within the trigger, the card or the way between them, and a move without
 * coordinates reads as one at the page's corner, which starts the card's close.
 */
const hoverTrigger = (user: User) =>
  user.pointer([
    { target: document.body, coords: pageCorner },
    { target: trigger(), coords: middleOf(trigger()) },
  ]);

/** The pointer leaves the trigger for the page's corner, away from the trigger and the card. */
const leaveTrigger = (user: User) => user.pointer({ target: document.body, coords: pageCorner });

/** Hover opens the card after the delay; it is a named dialog holding real controls. */
export const OpensOnHover: Story = {
  name: '悬停打开',
  play: async ({ userEvent: user }) => {
    const shown = timeWhen(card, true);
    const hoveredAt = performance.now();
    await hoverTrigger(user);
    await expect((await shown) - hoveredAt).toBeGreaterThanOrEqual(timing.tooltipDelay);
    const opened = screen.getByRole('dialog', { name: '用户信息' });
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect(opened).toContainElement(screen.getByRole('link', { name: '平台管理' }));
  },
};

/** Leaving closes the card after the 100 ms reset (spec §9), not at once. */
export const ClosesAfterReset: Story = {
  name: '离开后关闭',
  tags: ['test-only'],
  play: async ({ userEvent: user }) => {
    await hoverTrigger(user);
    await screen.findByRole('dialog', { name: '用户信息' });
    const closed = timeWhen(card, false);
    // Taken before the leave, so the reset cannot be over before it, however slow the machine.
    const leftAt = performance.now();
    await leaveTrigger(user);
    await expect((await closed) - leftAt).toBeGreaterThanOrEqual(timing.cardHoverReset);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Hovering only in passing (shorter than the delay) opens nothing. */
export const BriefHoverDoesNotOpen: Story = {
  name: '短暂经过不打开',
  tags: ['test-only'],
  play: async () => {
    // Over the trigger and off again in one gesture, with no pause between the moves: the pass is
    // shorter than the delay however slow the machine.
    await userEvent.pointer(
      [
        { target: document.body, coords: pageCorner },
        { target: trigger(), coords: middleOf(trigger()) },
        { target: document.body, coords: pageCorner },
      ],
      { delay: null },
    );
    await sleep(timing.tooltipDelay * 3);
    await expect(card()).not.toBeInTheDocument();
  },
};

/** Keyboard: Enter opens it, Tab moves into it, Esc closes it and focus returns to the trigger. */
export const KeyboardOpensAndCloses: Story = {
  name: '键盘打开与关闭',
  tags: ['test-only'],
  play: async () => {
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '用户信息' });
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: '账户中心' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card()).not.toBeInTheDocument());
    await focusReturnedTo(trigger());
  },
};

/**
 * Keyboard focus alone opens nothing, however long it rests: the next Tab leaves the trigger for
 * the page, never for the card, whatever the tabbing speed.
 */
export const FocusDoesNotOpen: Story = {
  name: '聚焦不打开',
  tags: ['test-only'],
  play: async () => {
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await sleep(timing.tooltipDelay * 3);
    await expect(card()).not.toBeInTheDocument();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** ArrowDown opens the card with the focus on its first link; Esc gives the focus back. */
export const ArrowDownOpensOnFirstLink: Story = {
  name: '下箭头打开并聚焦首个链接',
  tags: ['test-only'],
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('dialog', { name: '用户信息' });
    await focusReturnedTo(() => screen.getByRole('link', { name: '账户中心' }));
    await userEvent.keyboard('{Escape}');
    await overlayClosed('dialog');
    await focusReturnedTo(trigger());
  },
};

/** Space opens the card and Enter closes it again: the trigger is a disclosure button. */
export const KeysToggle: Story = {
  name: '空格打开、回车关闭',
  tags: ['test-only'],
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await screen.findByRole('dialog', { name: '用户信息' });
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await overlayClosed('dialog');
    await expect(trigger()).toHaveFocus();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Controls inside the card work. */
export const ActionInsideCard: Story = {
  name: '卡片内的操作',
  play: async () => {
    onLogout.mockClear();
    await userEvent.click(trigger());
    await userEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await expect(onLogout).toHaveBeenCalledOnce();
  },
};

/** Opened on first render, aligned under the trigger's start. */
export const BottomStart: Story = {
  name: '向下左对齐',
  args: { placement: 'bottom start', defaultOpen: true },
  play: async () => {
    const opened = await screen.findByRole('dialog', { name: '用户信息' });
    await expect(Math.round(opened.getBoundingClientRect().left)).toBe(
      Math.round(trigger().getBoundingClientRect().left),
    );
  },
};

/** A long name stays on one line in the trigger and the card wraps at 320 px. */
export const LongContent: Story = {
  name: '长内容',
  args: {
    trigger: '中华人民共和国某某省某某市某某区人民政府办公室',
    label: '用户信息',
    defaultOpen: true,
    children: (
      <p style={{ margin: 0 }}>
        待审核用户仅显示注册邮箱：a.very.long.registered.address@government-office.example.com
      </p>
    ),
  },
  play: async () => {
    const opened = await screen.findByRole('dialog', { name: '用户信息' });
    await expect(opened.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/**
 * Where the trigger has less room than its name (a phone's header), the name is cut short with …
 * on one line; its accessible name stays whole.
 */
export const NarrowRoom: Story = {
  name: '空间不足',
  args: { trigger: '中华人民共和国某某省人民政府办公室王经理' },
  decorators: [
    (Story) => (
      <div data-testid="room" style={{ display: 'flex', width: 160 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '中华人民共和国某某省人民政府办公室王经理' });
    const label = button.firstElementChild!;
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByTestId('room').getBoundingClientRect().right,
    );
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth);
    await expect(label.getBoundingClientRect().height).toBeLessThan(
      2 * parseFloat(getComputedStyle(label).fontSize),
    );
  },
};

/** 最佳实践: a few related links, reachable from the keyboard (Enter opens, Tab goes in). */
export const DoFewActions: Story = {
  name: '推荐：放少量相关操作，键盘可进入',
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const opened = await screen.findByRole('dialog', { name: '用户信息' });
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: '账户中心' })).toHaveFocus();
    await expect(within(opened).getAllByRole('link')).toHaveLength(2);
  },
};

/**
 * 最佳实践, what to avoid: a form in a hover card. The card closes when the pointer slips off it,
 * and what was typed goes with it; use a Dialog or Drawer.
 */
export const DontFormInside: Story = {
  name: '不推荐：在悬停卡片中放表单',
  args: {
    children: (
      <form style={{ display: 'grid', gap: 8 }} onSubmit={(event) => event.preventDefault()}>
        <TextField label="联系电话" defaultValue="138" />
        <TextField label="备注" />
        <Button type="submit" variant="primary" size="small">
          保存
        </Button>
      </form>
    ),
  },
  play: async () => {
    await userEvent.click(trigger());
    const opened = await screen.findByRole('dialog', { name: '用户信息' });
    await expect(within(opened).getAllByRole('textbox')).toHaveLength(2);
  },
};
