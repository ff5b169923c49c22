import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import {
  carouselOf,
  noticeText,
  pictures,
  serviceLogo,
  singleCard,
} from '../RcsPreview/rcs-story-data.ts';
import { TemplateCard } from './TemplateCard.tsx';

/** The app passes each message status's words (from the contract) and tone. */
const statuses = {
  0: { label: '已失效', tone: 'neutral' },
  1: { label: '草稿', tone: 'neutral' },
  2: { label: '平台审核中', tone: 'warning' },
  3: { label: '审核通过', tone: 'success' },
  4: { label: '平台驳回', tone: 'danger' },
  5: { label: '已发送', tone: 'success' },
  6: { label: '运营商审核中', tone: 'warning' },
  7: { label: '运营商驳回', tone: 'danger' },
  10: { label: '已过期', tone: 'neutral' },
} as const;

const hour = 60 * 60 * 1000;
/** 10:00 China time on 23 November 2026. */
const now = new Date('2026-11-23T02:00:00Z');

const meta = {
  title: 'Business patterns/TemplateCard',
  component: TemplateCard,
  args: {
    name: '年末理财节推广',
    message: singleCard,
    status: 1,
    statuses,
    updatedAt: '2026-11-22T08:30:00Z',
    serviceName: '央视网政务服务',
    serviceLogoUrl: serviceLogo,
    now,
  },
  argTypes: {
    status: { control: 'select', options: [0, 1, 2, 3, 4, 5, 6, 7, 10] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    message: { control: 'object' },
    now: { control: false },
    actions: { control: false },
    statuses: { control: false },
  },
  render: (args) => (
    <div style={{ width: 400 }}>
      <TemplateCard {...args} />
    </div>
  ),
} satisfies Meta<typeof TemplateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's one primary action, as most states have it. */
const primaryAction = (label: string) => (
  <Button size="small" variant="primary">
    {label}
  </Button>
);

/** The term/definition pairs of the card's details, as [term, definition] text. */
const details = (card: HTMLElement) =>
  [...card.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

export const Draft: Story = {
  name: '草稿',
  args: {
    actions: (
      <>
        <Button size="small" variant="text" onPress={fn()}>
          删除
        </Button>
        <Button size="small" variant="primary">
          提交审核
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '年末理财节推广' });
    await expect(within(card).getByText('草稿')).toHaveAttribute('data-tone', 'neutral');
    await expect(details(card)).toEqual([
      ['类型', '单卡片'],
      ['更新时间', '2026-11-22 16:30'],
    ]);
    // The first card's picture stands for the template, hidden from screen readers.
    const picture = card.querySelector('img');
    await expect(picture).toHaveAttribute('src', pictures.finance);
    await expect(picture!.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(within(card).getByRole('button', { name: '提交审核' })).toBeEnabled();
  },
};

export const InPlatformReview: Story = {
  name: '平台审核中',
  args: { status: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('平台审核中')).toHaveAttribute('data-tone', 'warning');
    await expect(canvas.queryByText('有效期')).not.toBeInTheDocument();
  },
};

export const InCarrierReview: Story = {
  name: '运营商审核中',
  args: { status: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('运营商审核中')).toHaveAttribute('data-tone', 'warning');
  },
};

export const Approved: Story = {
  name: '审核通过',
  args: {
    status: 3,
    expiresAt: new Date(now.getTime() + (6 * 24 + 23) * hour + 10 * 60 * 1000),
    actions: primaryAction('发送'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('审核通过')).toHaveAttribute('data-tone', 'success');
    await expect(details(canvas.getByRole('article'))).toContainEqual(['有效期', '剩余6天23小时']);
  },
};

/** Less than a day left: the countdown warns in words and with an icon. */
export const ApprovedExpiringSoon: Story = {
  name: '即将过期',
  args: { status: 3, expiresAt: new Date(now.getTime() + 5 * hour + 30 * 60 * 1000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('剩余5小时')).toHaveAttribute('data-state', 'urgent');
  },
};

export const RejectedByPlatform: Story = {
  name: '平台驳回',
  args: {
    status: 4,
    rejectReason: '卡片描述含有未经证实的收益承诺，请修改后重新提交。',
    actions: primaryAction('重新提交'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('平台驳回')).toHaveAttribute('data-tone', 'danger');
    await expect(details(canvas.getByRole('article'))).toContainEqual([
      '驳回原因',
      '卡片描述含有未经证实的收益承诺，请修改后重新提交。',
    ]);
  },
};

export const RejectedByCarrier: Story = {
  name: '运营商驳回',
  args: { status: 7, rejectReason: '中国移动：签名与服务号名称不一致。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('运营商驳回')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('中国移动：签名与服务号名称不一致。')).toBeVisible();
  },
};

export const Sent: Story = {
  name: '已发送',
  args: { status: 5, expiresAt: new Date(now.getTime() + 48 * hour), rejectReason: '旧的原因' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已发送')).toHaveAttribute('data-tone', 'success');
    // Sent, it may be sent again until it expires: it keeps counting down. Only a rejected
    // template shows its reason.
    await expect(canvas.getByText('有效期')).toBeVisible();
    await expect(canvas.getByText('剩余2天0小时')).toBeVisible();
    await expect(canvas.queryByText('旧的原因')).not.toBeInTheDocument();
  },
};

export const Expired: Story = {
  name: '已过期',
  args: {
    status: 10,
    actions: primaryAction('重新提交'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已过期')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Invalid: Story = {
  name: '已失效',
  args: { status: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已失效')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** A text template has no picture: the phone preview, small, stands in. */
export const TextTemplate: Story = {
  name: '文本模板',
  args: {
    name: '证件办结通知',
    message: noticeText,
    status: 3,
    expiresAt: new Date(now.getTime() + 30 * hour),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '证件办结通知' });
    await expect(details(card)).toEqual([
      ['类型', '文本'],
      ['更新时间', '2026-11-22 16:30'],
      ['有效期', '剩余1天6小时'],
    ]);
    // The preview inside is a picture for the eye only: not announced, not focusable.
    await expect(within(card).queryByRole('group', { name: '消息预览' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const CarouselTemplate: Story = {
  name: '多卡片模板',
  args: { name: '便民服务合集', message: carouselOf(4), status: 6 },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '便民服务合集' });
    await expect(details(card)[0]).toEqual(['类型', '多卡片']);
    await expect(card.querySelector('img')).toHaveAttribute('src', pictures.service);
  },
};

export const LongTexts: Story = {
  name: '内容过长',
  args: {
    name: '关于2026年度个人所得税综合所得汇算清缴办理时间及注意事项的提醒通知模板',
    status: 7,
    rejectReason:
      '中国电信：模板内容涉及税务办理，需提供主管税务机关出具的授权证明材料；卡片按钮链接域名未备案，请更换为已备案域名后重新提交。',
    actions: (
      <>
        <Button size="small" variant="text">
          删除
        </Button>
        <Button size="small" variant="primary">
          重新提交
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    // Long words wrap inside the card instead of widening it.
    await expect(card.scrollWidth).toBe(card.clientWidth);
  },
};

/** A grid of templates as the console lists them, one of each kind. */
export const Grid: Story = {
  name: '模板列表',
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 400px)', gap: 16 }}>
      <TemplateCard {...args} name="证件办结通知" message={noticeText} status={2} />
      <TemplateCard
        {...args}
        name="年末理财节推广"
        status={3}
        expiresAt={new Date(now.getTime() + 20 * hour)}
      />
      <TemplateCard {...args} name="便民服务合集" message={carouselOf(6)} status={1} />
      <TemplateCard
        {...args}
        name="快递到件提醒"
        message={noticeText}
        status={4}
        rejectReason="变量未说明用途。"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '证件办结通知',
      '年末理财节推广',
      '便民服务合集',
      '快递到件提醒',
    ]);
    await expect(within(cards[1]!).getByText('剩余20小时')).toBeVisible();
  },
};

/** 最佳实践: the rejection reason is on the card, with the way forward. */
export const DoReasonOnCard: Story = {
  name: '推荐：驳回原因直接显示在卡片上',
  args: {
    status: 4,
    rejectReason: '卡片描述含有未经证实的收益承诺，请修改后重新提交。',
    actions: primaryAction('重新提交'),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('卡片描述含有未经证实的收益承诺，请修改后重新提交。'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新提交' })).toBeVisible();
  },
};

/** 最佳实践, what to avoid: 平台驳回 without the reason. The user must open the template to learn what to fix. */
export const DontReasonHidden: Story = {
  name: '不推荐：只显示驳回，不写原因',
  args: {
    status: 4,
    actions: primaryAction('查看详情'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('平台驳回')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.queryByText('驳回原因')).toBeNull();
  },
};

/**
 * 重新提交 copies a rejected template into a draft of the same name: both cards sit in the list.
 * A card is an article, not a landmark, so equal names are fine (axe's landmark-unique).
 */
export const SameName: Story = {
  name: '同名模板',
  render: (args) => (
    <ul style={{ display: 'grid', gap: 16, width: 400, margin: 0, padding: 0, listStyle: 'none' }}>
      <li>
        <TemplateCard {...args} status={4} rejectReason="变量未说明用途。" />
      </li>
      <li>
        <TemplateCard {...args} status={1} updatedAt="2026-11-23T01:45:00Z" />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    const [rejected, draft] = canvas.getAllByRole('article', { name: '年末理财节推广' });
    await expect(within(rejected!).getByText('平台驳回')).toBeVisible();
    await expect(within(draft!).getByText('草稿')).toBeVisible();
    await expect(canvas.queryAllByRole('region')).toEqual([]);
  },
};
