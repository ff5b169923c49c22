import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Steps, stepsOrientations, stepsSizes } from './Steps.tsx';

/** Spec §4: orderServiceStatus 1–4 of a support-rights order; `current` is the status minus one. */
const serviceSteps = [
  { title: '需求待提交' },
  { title: '处理中' },
  { title: '内容验收' },
  { title: '已完成' },
];

const meta = {
  title: 'Navigation/Steps',
  component: Steps,
  args: { items: serviceSteps, current: 1, 'aria-label': '服务进度' },
  argTypes: {
    current: { control: { type: 'range', min: 0, max: 4, step: 1 } },
    size: { control: 'inline-radio', options: stepsSizes },
    orientation: { control: 'inline-radio', options: stepsOrientations },
  },
  render: (args) => (
    <div style={{ width: 720 }}>
      <Steps {...args} />
    </div>
  ),
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemandPending: Story = {
  name: '需求待提交',
  args: { current: 0 },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(canvas.getByRole('list', { name: '服务进度' })).toBeVisible();
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveTextContent('需求待提交（进行中）');
    await expect(steps[3]).toHaveTextContent('已完成（未开始）');
  },
};

export const InProcess: Story = {
  name: '处理中',
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('需求待提交（已完成）');
    await expect(steps[0]).not.toHaveAttribute('aria-current');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveAttribute('data-status', 'process');
    await expect(steps[2]).toHaveAttribute('data-status', 'wait');
  },
};

export const ContentAcceptance: Story = {
  name: '内容验收',
  args: { current: 2 },
  play: async ({ canvas }) => {
    const current = canvas
      .getAllByRole('listitem')
      .filter((step) => step.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('内容验收');
  },
};

export const Finished: Story = {
  name: '已完成',
  args: { current: 4 },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    for (const step of steps) {
      await expect(step).toHaveAttribute('data-status', 'finish');
      await expect(step).not.toHaveAttribute('aria-current');
    }
  },
};

export const WithDescriptions: Story = {
  name: '带描述',
  args: {
    current: 2,
    items: [
      { title: '需求待提交', description: '2024-05-06 10:12' },
      { title: '处理中', description: '2024-05-08 14:30' },
      { title: '内容验收', description: '请在 7 个工作日内完成验收' },
      { title: '已完成' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请在 7 个工作日内完成验收')).toBeVisible();
  },
};

/** Compact, as on a custom-service order card. */
export const Small: Story = {
  name: '小尺寸',
  args: { size: 'small', current: 1 },
  render: (args) => (
    <div style={{ width: 400 }}>
      <Steps {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('data-size', 'small');
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

export const LongTitles: Story = {
  name: '长步骤名',
  args: {
    current: 1,
    items: [
      { title: '提交定制需求与素材清单' },
      { title: '方案评审及开发排期确认中' },
      { title: '内容验收（含测试环境联调）' },
      { title: '上线交付并归档' },
    ],
  },
  render: (args) => (
    <div style={{ width: 480 }}>
      <Steps {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};

/** A custom-service card at 400 px: each label sits under its icon and stays on one line. */
export const NarrowCard: Story = {
  name: '400px卡片中',
  args: { size: 'small', current: 2 },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Steps {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const title of ['需求待提交', '处理中', '内容验收', '已完成']) {
      const label = canvas.getByText(title);
      // One line of 12 px text at line height 1.5.
      await expect(label.getBoundingClientRect().height).toBeLessThanOrEqual(18);
    }
  },
};

/** Stacked, for a narrow column or steps with long descriptions. */
export const Vertical: Story = {
  name: '纵向',
  args: {
    orientation: 'vertical',
    current: 2,
    items: [
      { title: '需求待提交', description: '2026-11-06 10:12' },
      { title: '处理中', description: '2026-11-08 14:30' },
      {
        title: '内容验收',
        description: '请在 7 个工作日内完成验收，逾期未验收的内容将视为验收通过。',
      },
      { title: '已完成' },
    ],
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Steps {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list).toHaveAttribute('data-orientation', 'vertical');
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** 最佳实践: four short step names; the time goes in the description. */
export const DoShortNames: Story = {
  name: '推荐：步骤少而短，补充信息放描述',
  args: {
    current: 1,
    items: [
      { title: '需求待提交', description: '2026-11-20 09:12' },
      { title: '处理中' },
      { title: '内容验收' },
      { title: '已完成' },
    ],
  },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent('2026-11-20 09:12');
  },
};

/** 最佳实践, what to avoid: eight steps. The row is crowded and the current step gets lost; merge steps or use a Timeline. */
export const DontTooManySteps: Story = {
  name: '不推荐：步骤超过6步',
  args: {
    current: 3,
    items: [
      '提交需求',
      '需求确认',
      '方案设计',
      '方案确认',
      '开发制作',
      '内容验收',
      '上线发布',
      '已完成',
    ].map((title) => ({ title })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(6);
  },
};
