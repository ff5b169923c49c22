import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExpiryCountdown } from './ExpiryCountdown.tsx';

const hour = 60 * 60 * 1000;
/** Approved at 10:00 China time on 23 November 2026; valid for 7 days. */
const approvedAt = new Date('2026-11-23T02:00:00Z');
const expiresAt = new Date(approvedAt.getTime() + 7 * 24 * hour);
const left = (ms: number) => new Date(expiresAt.getTime() - ms);

const meta = {
  title: 'Business patterns/ExpiryCountdown',
  component: ExpiryCountdown,
  args: { expiresAt: expiresAt.toISOString(), now: approvedAt },
  argTypes: { expiresAt: { control: 'text' }, now: { control: 'date' } },
} satisfies Meta<typeof ExpiryCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SevenDays: Story = {
  name: '剩余7天',
  play: async ({ canvas }) => {
    const countdown = canvas.getByText('剩余7天0小时');
    await expect(countdown).toHaveAttribute('data-state', 'valid');
    await expect(countdown.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const JustUnderSevenDays: Story = {
  name: '刚通过审核',
  args: { now: left(7 * 24 * hour - 60 * 1000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('剩余6天23小时')).toHaveAttribute('data-state', 'valid');
  },
};

export const TwentyFiveHours: Story = {
  name: '剩余25小时',
  args: { now: left(25 * hour) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('剩余1天1小时')).toHaveAttribute('data-state', 'valid');
  },
};

/** Under 24 hours: warning tone, a warning icon and hours only. */
export const TwentyThreeHours: Story = {
  name: '不足24小时（紧急）',
  args: { now: left(23 * hour) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('剩余23小时')).toHaveAttribute('data-state', 'urgent');
  },
};

export const UnderAnHour: Story = {
  name: '不足1小时',
  args: { now: left(20 * 60 * 1000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('剩余不足1小时')).toHaveAttribute('data-state', 'urgent');
  },
};

/** Nothing left: at the expiry moment the template has expired. */
export const ZeroLeft: Story = {
  name: '到期时刻',
  args: { now: expiresAt },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已过期')).toHaveAttribute('data-state', 'expired');
  },
};

export const Expired: Story = {
  name: '已过期',
  args: { expiresAt, now: new Date(expiresAt.getTime() + 3 * 24 * hour) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已过期')).toHaveAttribute('data-state', 'expired');
    await expect(canvas.queryByText(/剩余/)).not.toBeInTheDocument();
  },
};

/** Without `now` it reads the clock, as in the app; the expiry is set 2 days 3½ hours ahead. */
export const FromTheClock: Story = {
  name: '读取当前时间',
  args: { expiresAt: new Date(Date.now() + (2 * 24 + 3.5) * hour), now: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('剩余2天3小时')).toHaveAttribute('data-state', 'valid');
  },
};

/** 最佳实践: days and hours, refreshed by the minute; urgent under 24 hours. */
export const DoMinutePrecision: Story = {
  name: '推荐：按天和小时显示，不足24小时提醒',
  args: { now: left(23 * hour) },
  play: async ({ canvas }) => {
    const countdown = canvas.getByText('剩余23小时');
    await expect(countdown).toHaveAttribute('data-state', 'urgent');
    await expect(countdown).not.toHaveTextContent(/秒/);
  },
};

/**
 * 最佳实践, what to avoid: a countdown to the second. It ticks every second for a week-long
 * validity, distracts, and a live region would read it out all the time.
 */
export const DontTickingSeconds: Story = {
  name: '不推荐：精确到秒的跳动计时',
  parameters: { controls: { disable: true } },
  render: () => <span>剩余 22:59:59</span>,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('剩余 22:59:59')).toBeVisible();
    await expect(canvas.queryByText(/小时/)).toBeNull();
  },
};
