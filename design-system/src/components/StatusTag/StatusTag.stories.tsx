import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { statusFamilies, statusFamilyNames, type StatusFamily } from './status-families.ts';
import { Table } from '../Table/Table.tsx';
import { StatusTag } from './StatusTag.tsx';

const familyTitles: Record<StatusFamily, string> = {
  sendTask: '发送任务（sendTask）',
  billKind: '账单类型（billKind）',
  purchaseOrder: '购买订单（purchaseOrder）',
  orderList: '订单列表（orderList）',
  message: '消息模板（message）',
  review: '审核（review）',
  supportRight: '支持权益（supportRight）',
  customService: '定制服务（customService）',
};

const meta = {
  title: 'Business patterns/StatusTag',
  component: StatusTag,
  args: { family: 'purchaseOrder', value: 2 },
  argTypes: {
    family: { control: 'select', options: statusFamilyNames },
    value: { control: 'text' },
    label: { control: 'text' },
    fallback: { control: 'text' },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visual fixture: every value of every family, from the one table. */
export const AllFamilies: Story = {
  name: '全部状态',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 24 }}>
      {statusFamilyNames.map((family) => (
        <section key={family} aria-labelledby={`family-${family}`}>
          <h3 id={`family-${family}`} style={{ margin: '0 0 8px', fontSize: 14 }}>
            {familyTitles[family]}
          </h3>
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 6, margin: 0 }}>
            {Object.keys(statusFamilies[family]).map((value) => (
              <div key={value} style={{ display: 'contents' }}>
                <dt style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</dt>
                <dd style={{ margin: 0 }}>
                  <StatusTag family={family} value={value} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const family of statusFamilyNames) {
      const section = canvas.getByRole('region', { name: familyTitles[family] });
      const entries = Object.values(statusFamilies[family]);
      const tags = section.querySelectorAll('[data-tone]');
      await expect(tags).toHaveLength(entries.length);
      entries.forEach((entry, index) => {
        expect(tags[index]).toHaveTextContent(entry.label);
        expect(tags[index]).toHaveAttribute('data-tone', entry.tone);
        expect(tags[index]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      });
    }
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
  args: { family: 'message', value: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('运营商审核中')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Rejected: Story = {
  name: '已驳回',
  args: { family: 'review', value: 'rejected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已驳回')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Processing: Story = {
  name: '处理中',
  args: { family: 'sendTask', value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('发送中')).toHaveAttribute('data-tone', 'processing');
  },
};

export const Neutral: Story = {
  name: '中性',
  args: { family: 'message', value: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已过期')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** The app may rename a state; tone and icon stay those of the value. */
export const CustomLabel: Story = {
  name: '自定义文字',
  args: { family: 'orderList', value: 4, label: '已处理' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已处理')).toHaveAttribute('data-tone', 'success');
  },
};

/** Spec §4: bill kinds beyond 1 and 3–7 have no name; a dash stands in. */
export const UnknownValue: Story = {
  name: '未知状态值',
  args: { family: 'billKind', value: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('-')).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone]')).toBeNull();
  },
};

export const UnknownValueHidden: Story = {
  name: '未知状态值（不显示）',
  args: { family: 'billKind', value: 99, fallback: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

type SendRecord = { id: string; name: string; status: number; time: string };

const sendRecords: SendRecord[] = [
  { id: '1', name: '双十一会员关怀活动通知（第二批次）', status: 2, time: '2026-11-21 10:00' },
  { id: '2', name: '社区疫苗接种提醒', status: 3, time: '2026-11-21 09:30' },
  { id: '3', name: '账单提醒', status: 8, time: '2026-11-20 18:12' },
];

/**
 * In a table 360 px wide: the status tags and the `noWrap` time column stay on one line (the name
 * column wraps instead), and 待发送 and 发送中 have different icons although they share a tone.
 */
export const InANarrowTable: Story = {
  name: '窄表格中的状态列',
  parameters: { controls: { disable: true } },
  args: { family: 'sendTask', value: 2 },
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
            cell: (row) => <StatusTag family="sendTask" value={row.status} />,
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

/** 最佳实践: the state in words, with its icon and tone, from the one status table. */
export const DoWordsIconAndColour: Story = {
  name: '推荐：文字、图标和颜色一起表达状态',
  args: { family: 'purchaseOrder', value: 3 },
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
  args: { family: 'purchaseOrder', value: 3 },
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
