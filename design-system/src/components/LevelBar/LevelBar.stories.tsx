import { vars } from '@p5g/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BadgeCheck } from 'lucide-react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { overlayClosed } from '../../test-support/waits.ts';
import { LevelBar, type LevelBenefit } from './LevelBar.tsx';
import { levelIds } from './levels.ts';

/** Tier thresholds of spec §1 (10,000 / 100,000 / 300,000 yuan a year), in cents. */
const bronze = 1_000_000;
const silver = 10_000_000;
const gold = 30_000_000;

const benefits: LevelBenefit[] = [
  { category: 4, threshold: 0 },
  { category: 5, threshold: bronze },
  { category: 9, threshold: silver },
  { category: 10, threshold: silver },
  { category: 11, threshold: silver },
];

const meta = {
  title: 'Business patterns/LevelBar',
  component: LevelBar,
  args: {
    levelId: 1,
    chargeMoney: 500_000,
    levelThreshold: 0,
    nextLevelThreshold: bronze,
    benefits,
    onBenefitPress: fn(),
  },
  argTypes: {
    levelId: { control: 'inline-radio', options: levelIds },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    chargeMoney: { control: 'number' },
    levelThreshold: { control: 'number' },
    nextLevelThreshold: { control: 'number' },
    logo: { control: false },
  },
  render: (args) => (
    <div style={{ width: 760 }}>
      <LevelBar {...args} />
    </div>
  ),
} satisfies Meta<typeof LevelBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Halfway from 0 to the bronze threshold: half the bar, the threshold in 'w', a Chinese value text. */
export const HalfwayToNextLevel: Story = {
  name: '距下一等级一半',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('普通客户')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: '升级进度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute(
      'aria-valuetext',
      '累计消费5,000.00元，升级为铜牌客户需累计消费满10,000.00元',
    );
    await expect(canvas.getByText('¥5,000.00')).toBeVisible();
    await expect(canvas.getByText('1w元')).toBeVisible();
  },
};

/** Exactly at the level's own threshold the bar is empty. */
export const AtLevelThreshold: Story = {
  name: '刚达到等级门槛',
  args: { levelId: 2, chargeMoney: bronze, levelThreshold: bronze, nextLevelThreshold: silver },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('铜牌客户')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('10w元')).toBeVisible();
  },
};

/** Spend past the next threshold before the 1 January reassessment: the bar stays full, no more. */
export const PastNextThreshold: Story = {
  name: '超过下一门槛',
  args: {
    levelId: 2,
    chargeMoney: 12_000_000,
    levelThreshold: bronze,
    nextLevelThreshold: silver,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Gold has no next level: a full bar, 已是最高等级, every benefit unlocked. */
export const TopLevel: Story = {
  name: '最高等级',
  args: { levelId: 4, chargeMoney: 35_000_000, levelThreshold: gold, nextLevelThreshold: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('金牌客户')).toBeVisible();
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '累计消费350,000.00元，已是最高等级');
    await expect(canvas.getByText('已是最高等级')).toBeVisible();
    await expect(canvas.queryByText('未解锁')).not.toBeInTheDocument();
  },
};

/**
 * A new trial account with nothing spent: a purchase makes it 普通客户, but the next spend goal is
 * 铜牌客户 (spec §1), which the bar names without the app passing `nextLevelName`.
 */
export const TrialWithoutSpend: Story = {
  name: '试用无消费',
  args: { levelId: 0, chargeMoney: 0, levelThreshold: 0, nextLevelThreshold: bronze },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('试用客户')).toBeVisible();
    await expect(canvas.getByText(/下一等级 铜牌客户/)).toBeVisible();
    await expect(canvas.queryByText(/普通客户/)).toBeNull();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getAllByText('未解锁')).toHaveLength(4);
  },
};

/** A locked benefit says so with a lock and text; focus shows the spend that unlocks it. */
export const LockedBenefitTip: Story = {
  name: '未解锁权益提示',
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '等级权益' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const open = canvas.getByRole('button', { name: '微应用定制' });
    const locked = canvas.getByRole('button', { name: '微传播定制 未解锁' });
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(locked).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('累计消费满10,000.00元可解锁');
    await expect(locked).toHaveAccessibleDescription('累计消费满10,000.00元可解锁');
  },
};

/** Hovering a locked benefit shows the tip too. */
export const LockedBenefitTipOnHover: Story = {
  name: '悬停查看未解锁提示',
  play: async ({ canvas }) => {
    await userEvent.hover(document.body);
    await userEvent.hover(canvas.getByRole('button', { name: '优秀微应用展示 未解锁' }));
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('累计消费满100,000.00元可解锁');
  },
};

/** Pressing a benefit, locked or not, reports its category; Enter works as a click. */
export const PressBenefitEmitsCategory: Story = {
  name: '点击权益',
  tags: ['test-only'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '微应用定制' }));
    await expect(args.onBenefitPress).toHaveBeenLastCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: '政务服务创新资讯 未解锁' }));
    await expect(args.onBenefitPress).toHaveBeenLastCalledWith(9);
    canvas.getByRole('button', { name: '优秀微传播展示 未解锁' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBenefitPress).toHaveBeenLastCalledWith(10);
    await expect(args.onBenefitPress).toHaveBeenCalledTimes(3);
    await userEvent.keyboard('{Escape}');
    await overlayClosed('tooltip');
  },
};

export const NoBenefits: Story = {
  name: '无权益',
  args: { benefits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无等级权益')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The app may pass the server's logo image instead of the default icon. */
export const CustomLogo: Story = {
  name: '自定义图标',
  args: { logo: <BadgeCheck size={24} data-testid="custom-logo" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('custom-logo')).toBeInTheDocument();
  },
};

/** Long names wrap inside a narrow column instead of overflowing it. */
export const LongText: Story = {
  name: '长文本',
  args: {
    levelName: '普通客户（2026年度评定，1月1日起按近365天消费重新评定）',
    benefits: [
      {
        category: 4,
        threshold: 0,
        label: '微应用定制（含表单、问卷、报名及投票类应用的个性化开发）',
      },
      { category: 10, threshold: silver },
    ],
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <LevelBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByRole('progressbar').parentElement as HTMLElement;
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth + 1);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth + 1);
    }
  },
};

const thresholds = [
  [0, 0, 1],
  [1, 0, bronze],
  [2, bronze, silver],
  [3, silver, gold],
  [4, gold, null],
] as const;

/** Every level with its default logo and name, a third of the way to the next one. */
export const EveryLevel: Story = {
  name: '全部等级',
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, width: 760 }}>
      {thresholds.map(([levelId, levelThreshold, nextLevelThreshold]) => (
        <LevelBar
          key={levelId}
          {...args}
          levelId={levelId}
          levelThreshold={levelThreshold}
          nextLevelThreshold={nextLevelThreshold}
          chargeMoney={
            nextLevelThreshold === null
              ? levelThreshold
              : levelThreshold + Math.round((nextLevelThreshold - levelThreshold) / 3)
          }
          benefits={[{ category: 4, threshold: 0 }]}
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['试用客户', '普通客户', '铜牌客户', '银牌客户', '金牌客户']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
    const values = canvas
      .getAllByRole('progressbar')
      .map((bar) => Number(bar.getAttribute('aria-valuenow')));
    // The trial's next threshold is a single cent: a third of it rounds to nothing.
    await expect(values[0]).toBe(0);
    for (const value of values.slice(1, 4)) {
      await expect(value).toBeCloseTo(100 / 3, 0);
    }
    await expect(values[4]).toBe(100);
  },
};

/** 最佳实践: a locked benefit is greyed with a lock and says 未解锁 in words. */
export const DoLockedInWords: Story = {
  name: '推荐：未解锁权益用文字和图标标明',
  play: async ({ canvas }) => {
    const locked = canvas.getByRole('button', { name: '微传播定制 未解锁' });
    await expect(locked.querySelector('svg')).not.toBeNull();
    await expect(locked).toHaveTextContent('未解锁');
  },
};

/**
 * 最佳实践, what to avoid: locked benefits told by a greyer (still legible) colour alone. Nothing tells a
 * colour-blind user or a screen reader which ones are open.
 */
export const DontLockedByColourOnly: Story = {
  name: '不推荐：只用颜色区分是否解锁',
  parameters: { controls: { disable: true } },
  render: () => (
    <ul aria-label="等级权益" style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0 }}>
      <li>微应用定制</li>
      <li style={{ color: vars.role.textSecondary }}>微传播定制</li>
      <li style={{ color: vars.role.textSecondary }}>政务服务创新资讯</li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: '等级权益' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText(/未解锁/)).toBeNull();
  },
};
