import { defaultTheme } from '@p5g/tokens';
import type { RcsAction, RcsCardView, RcsMessageView } from './rcs-message.ts';

/** Example messages for the stories of RcsPreview and TemplateCard; pictures are data URLs, so no network. */

const { color } = defaultTheme;

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A landscape picture: sky, hills and a sun, in the given tints. */
const landscape = (sky: string, hill: string, sun: string) =>
  svg(
    320,
    180,
    `<rect width="320" height="180" fill="${sky}"/>
     <circle cx="250" cy="55" r="26" fill="${sun}"/>
     <path d="M0 150 L90 80 L160 135 L230 95 L320 150 L320 180 L0 180 Z" fill="${hill}"/>`,
  );

export const pictures = {
  service: landscape(color.brand['100'], color.brand['600'], color.warning['500']),
  finance: landscape(color.success['50'], color.success['600'], color.danger['500']),
  logistics: landscape(color.warning['50'], color.warning['600'], color.brand['500']),
  health: landscape(color.info['50'], color.info['600'], color.success['500']),
  education: landscape(color.danger['50'], color.danger['600'], color.brand['400']),
  notice: landscape(color.neutral['100'], color.neutral['600'], color.danger['500']),
};

export const serviceLogo = svg(
  64,
  64,
  `<rect width="64" height="64" fill="${color.danger['600']}"/>
   <text x="32" y="42" font-size="26" text-anchor="middle" fill="${color.neutral['0']}" font-family="sans-serif">5G</text>`,
);

export const actionsOfEachType: RcsAction[] = [
  { type: 'reply', label: '查询进度' },
  { type: 'url', label: '访问官网', url: 'https://www.cctv.com' },
  { type: 'dial', label: '联系客服', phone: '95588' },
  {
    type: 'map',
    label: '办事地点',
    name: '北京市政务服务中心',
    lng: 116.3236,
    lat: 39.8394,
  },
  {
    type: 'calendar',
    label: '添加提醒',
    title: '社保年度认证',
    start: '2026-12-01 09:00',
    end: '2026-12-01 17:00',
  },
];

export const noticeText: RcsMessageView = {
  kind: 'text',
  text: '{姓名}您好，您申请的{业务名称}已办理完成，请于{日期}前携带身份证原件到窗口领取。',
  suggestions: [
    { type: 'reply', label: '已知晓' },
    { type: 'dial', label: '咨询热线', phone: '12345' },
  ],
  fallbackSms: '{姓名}您好，您申请的{业务名称}已办理完成，请于{日期}前到窗口领取。',
};

export const financeCard: RcsCardView = {
  media: { kind: 'image', url: pictures.finance, alt: '理财节活动海报' },
  title: '年末理财节 · 新客专享',
  description: '活动期间完成首笔理财，最高可得 88 元立减金。理财有风险，投资需谨慎。',
  buttons: [
    { type: 'url', label: '立即参与', url: 'https://bank.example.cn/licai' },
    { type: 'dial', label: '咨询客服', phone: '95588' },
  ],
};

/** A single-card message around `card`, with the finance card's suggestion and SMS. */
export const cardMessage = (
  card: RcsCardView,
  suggestions: RcsAction[] = [{ type: 'reply', label: '退订' }],
): RcsMessageView => ({
  kind: 'card',
  card,
  suggestions,
  fallbackSms: '年末理财节：新客首笔理财最高得88元立减金，详询95588。回T退订',
});

export const singleCard = cardMessage(financeCard);

const carouselCards: RcsCardView[] = [
  {
    media: { kind: 'image', url: pictures.service, alt: '政务服务大厅' },
    title: '社保业务',
    description: '养老、医疗保险缴费与查询。',
    buttons: [{ type: 'url', label: '在线办理', url: 'https://gov.example.cn/sb' }],
  },
  {
    media: { kind: 'image', url: pictures.health, alt: '医院门诊' },
    title: '医疗挂号',
    description: '三甲医院预约挂号，就诊提醒。',
    buttons: [{ type: 'dial', label: '预约电话', phone: '114' }],
  },
  {
    media: { kind: 'image', url: pictures.logistics, alt: '快递包裹' },
    title: '快递查询',
    description: '输入运单号，查看物流进度。',
    buttons: [{ type: 'reply', label: '查快递' }],
  },
  {
    media: { kind: 'image', url: pictures.education, alt: '校园' },
    title: '教育缴费',
    description: '学费、住宿费在线缴纳。',
    buttons: [{ type: 'url', label: '去缴费', url: 'https://edu.example.cn/pay' }],
  },
  {
    media: { kind: 'image', url: pictures.notice, alt: '公告栏' },
    title: '通知公告',
    description: '最新政策与办事指南。',
    buttons: [{ type: 'url', label: '查看', url: 'https://gov.example.cn/notice' }],
  },
  {
    media: { kind: 'image', url: pictures.finance, alt: '银行网点' },
    title: '公积金',
    description: '余额查询与提取申请。',
    buttons: [{ type: 'map', label: '附近网点', name: '公积金管理中心', lng: 116.4, lat: 39.9 }],
  },
];

export const carouselOf = (count: number): RcsMessageView => ({
  kind: 'carousel',
  cards: carouselCards.slice(0, count),
  suggestions: [{ type: 'reply', label: '更多服务' }],
  fallbackSms: '便民服务：社保、挂号、快递、缴费一站办理，详见 gov.example.cn',
});
