import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RcsPreview, rcsPreviewViews } from './RcsPreview.tsx';
import {
  actionsOfEachType,
  cardMessage,
  carouselOf,
  financeCard,
  noticeText,
  pictures,
  serviceLogo,
  singleCard,
} from './rcs-story-data.ts';

const meta = {
  title: 'Business patterns/RcsPreview',
  component: RcsPreview,
  args: {
    message: singleCard,
    serviceName: '央视网政务服务',
    serviceLogoUrl: serviceLogo,
  },
  argTypes: {
    view: { control: 'inline-radio', options: rcsPreviewViews },
    message: { control: 'object' },
    variables: { control: 'object' },
  },
} satisfies Meta<typeof RcsPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons and chips of the preview, by their visible labels (the description is hidden). */
const actionLabels = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('li[data-action]')].map(
    (item) => item.querySelector(':scope > span:not([hidden])')?.textContent,
  );

export const Text: Story = {
  name: '文本消息',
  args: {
    message: {
      kind: 'text',
      text: '您好，您的社保卡已制作完成，请携带身份证到就近网点领取。',
      suggestions: [],
      fallbackSms: '',
    },
  },
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('group', { name: '消息预览' });
    await expect(within(phone).getByText('央视网政务服务')).toBeVisible();
    await expect(
      within(phone).getByText('您好，您的社保卡已制作完成，请携带身份证到就近网点领取。'),
    ).toBeVisible();
    await expect(within(phone).queryByRole('list')).not.toBeInTheDocument();
  },
};

/** The editor before anything is typed: the bubble says so instead of standing empty. */
export const EmptyText: Story = {
  name: '尚未填写内容',
  args: {
    serviceLogoUrl: undefined,
    message: { kind: 'text', text: '', suggestions: [], fallbackSms: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('尚未填写消息内容')).toBeVisible();
    // Without a logo the header shows the name's first character, hidden from screen readers.
    await expect(canvas.getByText('央')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const CardWithImage: Story = {
  name: '单卡片（图片）',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '理财节活动海报' })).toHaveAttribute(
      'src',
      pictures.finance,
    );
    await expect(canvas.getByText('年末理财节 · 新客专享')).toBeVisible();
    await expect(actionLabels(canvas.getByRole('group'))).toEqual(['立即参与', '咨询客服', '退订']);
    await expect(canvas.getByText('咨询客服').closest('li')).toHaveAccessibleDescription(
      '拨打95588',
    );
    await expect(canvas.getByText('立即参与').closest('li')).toHaveAccessibleDescription(
      '打开链接 https://bank.example.cn/licai',
    );
  },
};

export const CardWithVideo: Story = {
  name: '单卡片（视频）',
  args: {
    message: cardMessage({
      ...financeCard,
      media: {
        kind: 'video',
        url: 'https://media.example.cn/licai.mp4',
        coverUrl: pictures.finance,
        durationSeconds: 45,
        alt: '理财节宣传片',
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '视频：理财节宣传片，时长0:45' })).toBeVisible();
    await expect(canvas.getByText('0:45')).toBeVisible();
  },
};

export const CardWithAudio: Story = {
  name: '单卡片（音频）',
  args: {
    message: cardMessage({
      ...financeCard,
      media: {
        kind: 'audio',
        url: 'https://media.example.cn/licai.mp3',
        coverUrl: pictures.finance,
        durationSeconds: 58,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '音频，时长0:58' })).toBeVisible();
  },
};

/** A card without media is only text and buttons; an empty title says so. */
export const CardWithoutMedia: Story = {
  name: '单卡片（无媒体）',
  args: {
    message: cardMessage({ title: '', description: '', buttons: [] }, []),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('尚未填写标题')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /.+/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const CarouselOfTwo: Story = {
  name: '多卡片（2张）',
  args: { message: carouselOf(2) },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: '消息预览：多卡片，共2张' });
    const cards = [...carousel.querySelectorAll<HTMLElement>(':scope > ul > li')];
    await expect(cards).toHaveLength(2);
    await expect(within(cards[1]!).getByText('医疗挂号')).toBeInTheDocument();
    await expect(within(cards[1]!).getByText('预约电话').closest('li')).toHaveAccessibleDescription(
      '拨打114',
    );
  },
};

/** Six cards overflow the phone: the strip scrolls, and the keyboard reaches it. */
export const CarouselOfSix: Story = {
  name: '多卡片（6张，可滚动）',
  args: { message: carouselOf(6) },
  play: async ({ canvas }) => {
    const carousel = canvas.getByRole('region', { name: '消息预览：多卡片，共6张' });
    await expect(carousel.scrollWidth).toBeGreaterThan(carousel.clientWidth);
    // The strip itself takes focus (its cards have nothing to press), so the arrow keys scroll it.
    await userEvent.tab();
    await expect(carousel).toHaveFocus();
    const cards = carousel.querySelectorAll(':scope > ul > li');
    await expect(cards).toHaveLength(6);
    await expect(cards[5]).toHaveTextContent('公积金');
    // The last card starts out of view, to the right of the strip.
    await expect(cards[5]!.getBoundingClientRect().left).toBeGreaterThan(
      carousel.getBoundingClientRect().right,
    );
  },
};

export const SuggestionsOfEachType: Story = {
  name: '各类建议操作',
  args: {
    message: {
      kind: 'text',
      text: '您的社保年度认证即将开始，可通过以下方式办理。',
      suggestions: actionsOfEachType,
      fallbackSms: '',
    },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '建议操作' });
    const chips = within(list).getAllByRole('listitem');
    await expect(actionLabels(list)).toEqual([
      '查询进度',
      '访问官网',
      '联系客服',
      '办事地点',
      '添加提醒',
    ]);
    const descriptions = [
      '回复“查询进度”',
      '打开链接 https://www.cctv.com',
      '拨打95588',
      '查看位置 北京市政务服务中心',
      '添加日程 社保年度认证（2026-12-01 09:00 至 2026-12-01 17:00）',
    ];
    for (const [index, chip] of chips.entries()) {
      await expect(chip).toHaveAccessibleDescription(descriptions[index]);
    }
    // A preview, not a phone: nothing in it can be pressed.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const LongTexts: Story = {
  name: '内容过长',
  args: {
    serviceName: '国家税务总局某某省某某市某某区税务局纳税服务中心官方服务号',
    message: {
      kind: 'card',
      card: {
        media: { kind: 'image', url: pictures.notice, alt: '办税提醒' },
        title: '关于2026年度个人所得税综合所得汇算清缴的重要提醒事项说明（请务必仔细阅读）',
        description:
          '根据相关规定，纳税人需在规定期限内办理2026年度个人所得税综合所得汇算清缴。'.repeat(4),
        buttons: [
          {
            type: 'url',
            label: '点击此处立即登录个人所得税应用程序办理年度汇算',
            url: 'https://etax.example.cn/annual-settlement/start?from=5g-message',
          },
        ],
      },
      suggestions: [
        { type: 'reply', label: '我已经完成本年度的个人所得税汇算清缴申报' },
        { type: 'dial', label: '纳税服务热线', phone: '12366' },
      ],
      fallbackSms: '',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const phone = canvas.getByRole('group', { name: '消息预览' });
    // Long words wrap inside the phone instead of widening it.
    await expect(phone.scrollWidth).toBe(phone.clientWidth);
    await expect(phone.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const actions = [...canvasElement.querySelectorAll<HTMLElement>('li[data-action]')];
    await expect(actions).toHaveLength(3);
    // A long button or chip label wraps within it.
    for (const action of actions) await expect(action.scrollWidth).toBe(action.clientWidth);
  },
};

export const SmsView: Story = {
  name: '短信视图',
  args: { view: 'sms', message: singleCard },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('短信')).toBeVisible();
    await expect(
      canvas.getByText(
        '【央视网政务服务】年末理财节：新客首笔理财最高得88元立减金，详询95588。回T退订',
      ),
    ).toBeVisible();
    // The 5G parts are not in the SMS.
    await expect(canvas.queryByRole('img', { name: '理财节活动海报' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const VariablesFilled: Story = {
  name: '变量已填写',
  args: {
    message: noticeText,
    variables: { 姓名: '张三', 业务名称: '居住证', 日期: '12月5日' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(
        '张三您好，您申请的居住证已办理完成，请于12月5日前携带身份证原件到窗口领取。',
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('mark')).toBeNull();
  },
};

/** What the author sees while writing: each placeholder without a value stays, marked. */
export const VariablesUnfilled: Story = {
  name: '变量未填写',
  args: { message: noticeText, variables: { 姓名: '张三' } },
  play: async ({ canvas, canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')];
    await expect(marks.map((mark) => mark.dataset.unfilledVariable)).toEqual(['业务名称', '日期']);
    await expect(marks[0]).toHaveTextContent('{业务名称}（未填写）');
    await expect(canvas.getByText(/^张三您好/)).toBeVisible();
  },
};

export const SmsWithVariables: Story = {
  name: '短信视图含变量',
  args: { view: 'sms', message: noticeText, variables: { 姓名: '李四', 业务名称: '护照' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByText(/^【央视网政务服务】李四您好，您申请的护照已办理完成/),
    ).toBeVisible();
    await expect(canvasElement.querySelector('mark')).toHaveAttribute(
      'data-unfilled-variable',
      '日期',
    );
  },
};

/** On a 320 px screen (288 px inside the page padding) the phone narrows; the carousel still scrolls. */
export const Narrow: Story = {
  name: '320px窄屏',
  args: { message: carouselOf(3) },
  render: (args) => (
    <div style={{ width: 288 }}>
      <RcsPreview {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('group', { name: '消息预览' });
    await expect(phone.getBoundingClientRect().width).toBe(288);
    const carousel = canvas.getByRole('region', { name: '消息预览：多卡片，共3张' });
    await expect(carousel.scrollWidth).toBeGreaterThan(carousel.clientWidth);
  },
};

/** The 320 px a phone frame takes at most, inside a wide column. */
export const FixedWidth: Story = {
  name: '宽容器中最宽320px',
  args: { message: noticeText },
  render: (args) => (
    <div style={{ width: 600 }}>
      <RcsPreview {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByRole('group', { name: '消息预览' });
    await expect(phone.getBoundingClientRect().width).toBe(320);
  },
};

/**
 * Two carousels on one page (a template list, rcs and sms side by side): each scroll region is
 * named after its own preview, so the landmarks stay distinct (axe landmark-unique).
 */
export const SeveralOnOnePage: Story = {
  name: '同页多个预览',
  args: { message: carouselOf(2) },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <RcsPreview {...args} aria-label="政务服务卡片预览" />
      <RcsPreview {...args} message={carouselOf(3)} aria-label="医保服务卡片预览" />
    </div>
  ),
  play: async ({ canvas }) => {
    const regions = canvas.getAllByRole('region');
    await expect(regions.map((region) => region.getAttribute('aria-label'))).toEqual([
      '政务服务卡片预览：多卡片，共2张',
      '医保服务卡片预览：多卡片，共3张',
    ]);
    await expect(canvas.getByRole('group', { name: '医保服务卡片预览' })).toContainElement(
      regions[1]!,
    );
  },
};

/** 最佳实践: placeholders without a value stay visible and marked, so nothing is sent half-written. */
export const DoMarkUnfilledVariables: Story = {
  name: '推荐：未填写的变量保持可见并标出',
  args: { message: noticeText, variables: { 姓名: '张三' } },
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('mark')];
    await expect(marks.map((mark) => mark.dataset.unfilledVariable)).toEqual(['业务名称', '日期']);
  },
};

/**
 * 最佳实践, what to avoid: unfilled placeholders dropped from the preview. The sentence reads as
 * finished (“您申请的已办理完成”), and the gap is found only on the recipients' phones.
 */
export const DontDropUnfilledVariables: Story = {
  name: '不推荐：未填写的变量直接消失',
  args: {
    message: {
      kind: 'text',
      text: '张三您好，您申请的已办理完成，请于前携带身份证原件到窗口领取。',
      suggestions: [],
      fallbackSms: '',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('mark')).toBeNull();
    await expect(canvas.getByText(/您申请的已办理完成/)).toBeVisible();
  },
};
