import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { statusIconNames, statusTones } from './status-tones.ts';
import { Table } from '../Table/Table.tsx';
import { StatusTag, type StatusTagProps } from './StatusTag.tsx';

const meta = {
  title: 'Business patterns/StatusTag',
  component: StatusTag,
  args: { label: '购买成功', tone: 'success' },
  argTypes: {
    label: { control: 'text' },
    tone: { control: 'select', options: statusTones },
    icon: { control: 'select', options: [undefined, ...statusIconNames] },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A state of each tone, as the apps name them from the contract's status tables. */
const toneExamples: StatusTagProps[] = [
  { label: '购买成功', tone: 'success' },
  { label: '处理中', tone: 'processing' },
  { label: '运营商审核中', tone: 'warning' },
  { label: '审核不通过', tone: 'danger' },
  { label: '已过期', tone: 'neutral' },
];

/** States that share a tone and carry an icon of their own. */
const iconExamples: StatusTagProps[] = [
  { label: '待发送', tone: 'processing', icon: 'scheduled' },
  { label: '发送中', tone: 'processing', icon: 'sending' },
];

/** The visual fixture: every tone, then every icon of its own. */
export const AllTones: Story = {
  name: '全部色调',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {[...toneExamples, ...iconExamples].map((example) => (
        <StatusTag key={example.label} {...example} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const example of toneExamples) {
      const tag = canvas.getByText(example.label);
      await expect(tag).toHaveAttribute('data-tone', example.tone);
      await expect(tag.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    const icon = (label: string) => canvas.getByText(label).querySelector('svg')!.outerHTML;
    await expect(icon('待发送')).not.toBe(icon('发送中'));
    await expect(icon('待发送')).not.toBe(icon('处理中'));
  },
};

export const Success: Story = {
  name: '成功',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('购买成功')).toHaveAttribute('data-tone', 'success');
  },
};

export const InReview: Story = {
  name: '审核中',
  args: { label: '运营商审核中', tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('运营商审核中')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Rejected: Story = {
  name: '已驳回',
  args: { label: '已驳回', tone: 'danger' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已驳回')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Processing: Story = {
  name: '处理中',
  args: { label: '发送中', tone: 'processing', icon: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('发送中')).toHaveAttribute('data-tone', 'processing');
  },
};

export const Neutral: Story = {
  name: '中性',
  args: { label: '已过期', tone: 'neutral' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已过期')).toHaveAttribute('data-tone', 'neutral');
  },
};

type SendRecord = { id: string; name: string; status: StatusTagProps; time: string };

const sendRecords: SendRecord[] = [
  {
    id: '1',
    name: '双十一会员关怀活动通知（第二批次）',
    status: iconExamples[0]!,
    time: '2026-11-21 10:00',
  },
  { id: '2', name: '社区疫苗接种提醒', status: iconExamples[1]!, time: '2026-11-21 09:30' },
  {
    id: '3',
    name: '账单提醒',
    status: { label: '审核驳回', tone: 'danger' },
    time: '2026-11-20 18:12',
  },
];

/**
 * In a table 360 px wide: the status tags and the `noWrap` time column stay on one line (the name
 * column wraps instead), and 待发送 and 发送中 have different icons although they share a tone.
 */
export const InANarrowTable: Story = {
  name: '窄表格中的状态列',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ width: 360 }}>
      <Table<SendRecord>
        aria-label="发送记录"
        rows={sendRecords}
        columns={[
          { id: 'name', header: '任务名称', isRowHeader: true, cell: (row) => row.name },
          {
            id: 'status',
            header: '状态',
            cell: (row) => <StatusTag {...row.status} />,
          },
          { id: 'time', header: '发送时间', noWrap: true, cell: (row) => row.time },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const label of ['待发送', '发送中', '审核驳回']) {
      // One line: a 24 px tag.
      await expect(canvas.getByText(label).getBoundingClientRect().height).toBeLessThanOrEqual(24);
    }
    // The time is one line box however tall its row is.
    const time = document.createRange();
    time.selectNodeContents(canvas.getByText('2026-11-21 10:00'));
    await expect(time.getClientRects()).toHaveLength(1);
    const icon = (label: string) => canvas.getByText(label).querySelector('svg')!.outerHTML;
    await expect(icon('待发送')).not.toBe(icon('发送中'));
  },
};

/** 最佳实践: the state in words, with its icon and tone. */
export const DoWordsIconAndColour: Story = {
  name: '推荐：文字、图标和颜色一起表达状态',
  args: { label: '审核不通过', tone: 'danger' },
  play: async ({ canvas }) => {
    const tag = canvas.getByText('审核不通过');
    await expect(tag).toHaveAttribute('data-tone', 'danger');
    await expect(tag.querySelector('svg')).not.toBeNull();
  },
};

/**
 * 最佳实践, what to avoid: a coloured dot and the raw code. Colour-blind users and screen readers
 * get nothing from the red, and nobody knows what 3 means.
 */
export const DontColourAndCodeOnly: Story = {
  name: '不推荐：只用颜色和状态码',
  parameters: { controls: { disable: true } },
  render: () => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <span
        aria-hidden
        style={{ width: 8, height: 8, borderRadius: 4, backgroundColor: '#c9302c' }}
      />
      3
    </span>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('审核不通过')).toBeNull();
    await expect(canvasElement.textContent).toBe('3');
  },
};
