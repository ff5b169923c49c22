import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomServiceCard } from './CustomServiceCard.tsx';
import { customServiceStatuses } from './order-expiry.ts';

/** The app passes each state's words (from the contract) and tone. */
const statuses = {
  1: { label: '待服务', tone: 'warning' },
  2: { label: '服务中', tone: 'processing' },
  3: { label: '已过期', tone: 'neutral' },
} as const;

const meta = {
  title: 'Business patterns/CustomServiceCard',
  component: CustomServiceCard,
  args: {
    id: 'CS202506010001',
    prodName: '小程序定制开发',
    prodDesc: '按需定制政务服务小程序，含界面设计、功能开发与上线部署。',
    orderDesc: '请联系客服提交需求，工作人员将在 1 个工作日内与您对接。',
    orderStatus: 1,
    statuses,
    orderServiceStatus: 1,
    orderExpireDate: '2025-12-31',
    // Fixed so that expiry, and the screenshots, do not change with the date.
    now: new Date('2025-06-15T02:00:00Z'),
    onContact: fn(),
  },
  argTypes: {
    orderStatus: { control: 'inline-radio', options: customServiceStatuses },
    orderServiceStatus: { control: 'inline-radio', options: [1, 2, 3, 4] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    now: { control: false },
    statuses: { control: false },
  },
  render: (args) => (
    <div style={{ width: 400 }}>
      <CustomServiceCard {...args} />
    </div>
  ),
} satisfies Meta<typeof CustomServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  name: '生效中',
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: '小程序定制开发' });
    await expect(within(card).getByText('待服务')).toBeVisible();
    await expect(within(card).getByText('2025-12-31')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '联系客服' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
    await expect(args.onContact).toHaveBeenCalledWith('CS202506010001');
  },
};

export const ContactByKeyboard: Story = {
  name: '键盘联系客服',
  tags: ['test-only'],
  args: { contactLabel: '联系我们' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '联系我们' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContact).toHaveBeenCalledTimes(1);
    await expect(args.onContact).toHaveBeenCalledWith('CS202506010001');
  },
};

export const InService: Story = {
  name: '服务中（进度）',
  args: { orderStatus: 2, orderServiceStatus: 3 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('服务中')).toBeVisible();
    const items = within(canvas.getByRole('list', { name: '小程序定制开发服务进度' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items[2]).toHaveTextContent('内容验收（进行中）');
    await userEvent.click(canvas.getByRole('button', { name: '联系客服' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

export const ServiceFinished: Story = {
  name: '服务完成',
  args: { orderStatus: 2, orderServiceStatus: 4 },
  play: async ({ canvas }) => {
    for (const item of canvas.getAllByRole('listitem')) {
      await expect(item).toHaveAttribute('data-status', 'finish');
    }
  },
};

/** Greyed, labelled 已过期, not hoverable and without any enabled action. */
export const Expired: Story = {
  name: '已过期',
  args: { orderStatus: 3, orderExpireDate: '2025-03-31' },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: '小程序定制开发' });
    await expect(card).toHaveAttribute('data-disabled', 'true');
    await expect(card).not.toHaveAttribute('data-hoverable');
    await expect(within(card).getByText('已过期')).toBeVisible();
    const enabled = canvas
      .queryAllByRole('button')
      .filter((button) => !button.matches(':disabled'));
    await expect(enabled).toHaveLength(0);
    await userEvent.click(card);
    await expect(args.onContact).not.toHaveBeenCalled();
  },
};

/** Spec §4: past its expiry date an order is expired even while the server still says in service. */
export const ExpiredByDate: Story = {
  name: '到期日已过',
  args: { orderStatus: 2, orderServiceStatus: 2, orderExpireDate: '2025-06-14' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已过期')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  name: '长文本',
  args: {
    orderStatus: 2,
    orderServiceStatus: 2,
    prodName: '融媒体云直播（单场）定制服务——含前期策划、现场多机位拍摄、导播切换与全网分发',
    prodDesc:
      '本服务由专业团队提供从直播方案策划、场地踏勘、设备调试到直播执行与回放剪辑的全流程支持，直播结束后提供观看数据报告与精彩片段剪辑。',
    orderDesc:
      '需在开播前至少 7 个工作日提交需求，逾期提交的需求将顺延排期；如需变更直播时间，请提前 3 个工作日联系客服。',
    orderExpireDate: '2026-06-30 23:59:59',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeEnabled();
  },
};

/** 最佳实践: an expired order is greyed, says 已过期 in words and offers no action. */
export const DoExpiredInWords: Story = {
  name: '推荐：过期同时用文字与置灰表达',
  args: { orderStatus: 3, orderExpireDate: '2025-03-31' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '小程序定制开发' });
    await expect(card).toHaveAttribute('data-disabled', 'true');
    await expect(within(card).getByText('已过期')).toBeVisible();
  },
};

/**
 * 最佳实践, what to avoid: trusting the server's 生效 past the expiry date. Spec §4: an order past
 * its date is expired; here the card would still offer 联系客服.
 */
export const DontTrustStaleStatus: Story = {
  name: '不推荐：到期日已过仍按服务端状态显示',
  parameters: { controls: { disable: true } },
  render: () => (
    <section aria-labelledby="stale-title" style={{ width: 400 }}>
      <h3 id="stale-title">小程序定制开发</h3>
      <p>到期时间：2025-03-31</p>
      <button type="button">联系客服</button>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '联系客服' })).toBeEnabled();
    await expect(canvas.queryByText('已过期')).toBeNull();
  },
};
