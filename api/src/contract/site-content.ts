import type { SiteHome } from './schemas/site.ts';
import { tiers } from './tiers.ts';

/**
 * The home page content the service seeds into an empty database, with media as paths on the media
 * host. It lives in the contract because the landing build pre-renders the home page from it, so the
 * first paint matches what the service returns until the platform edits the content.
 */
export const seededSiteContent: SiteHome = {
  banners: [
    {
      id: 1,
      title: '5G消息 · 让每一次通知都被看见',
      summary: '图文、视频、按钮与菜单直达短信收件箱，无需下载应用，服务触达每一位用户。',
      cover: 'banners/message.webp',
      video: 'banners/message.mp4',
    },
    {
      id: 2,
      title: '微应用 · 表单问卷即建即用',
      summary: '报名、预约、调查、投票一站搭建，数据实时汇总，政务与企业服务掌上办理。',
      cover: 'banners/miniapp.webp',
      video: 'banners/miniapp.mp4',
    },
    {
      id: 3,
      title: '微传播 · 权威内容一键分发',
      summary: '依托央视网内容生态，图文、音视频与专题页面快速制作，多渠道安全传播。',
      cover: 'banners/propagation.webp',
      video: 'banners/propagation.mp4',
    },
  ],
  services: [
    {
      id: 1,
      title: '5G消息',
      description: '富媒体消息与智能交互，模板审核全年每日 08:00-22:00。',
      icon: 'message',
    },
    {
      id: 2,
      title: '微应用',
      description: '表单、问卷、报名与投票，拖拽搭建，扫码即用。',
      icon: 'miniApp',
    },
    {
      id: 3,
      title: '微传播',
      description: '图文与音视频内容页，支持关联资讯与分享预览。',
      icon: 'propagation',
    },
    {
      id: 4,
      title: '+媒体',
      description: '央视网优质内容资源接入，丰富您的服务场景。',
      icon: 'media',
    },
    {
      id: 5,
      title: '定制开发',
      description: 'Chatbot、小程序与 SDK 集成，专业团队全程交付。',
      icon: 'custom',
    },
    {
      id: 6,
      title: '电子画册',
      description: '翻页画册在线制作，手机端流畅浏览与转发。',
      icon: 'album',
    },
    {
      id: 7,
      title: '商务名片',
      description: '单位形象与业务展示一页呈现，一年有效。',
      icon: 'showcase',
    },
  ],
  scenarios: [
    {
      id: 1,
      title: '政务服务',
      summary: '政策发布、办事提醒与民意征集，让政务服务更贴近群众。',
      points: ['政策解读与通知直达', '办事进度消息提醒', '线上问卷与意见征集'],
      image: 'scenarios/government.webp',
    },
    {
      id: 2,
      title: '金融保险',
      summary: '账单、理赔与风险提示以富媒体消息送达，安全可信。',
      points: ['账单与还款提醒', '理赔进度实时通知', '反诈风险提示'],
      image: 'scenarios/finance.webp',
    },
    {
      id: 3,
      title: '文旅文博',
      summary: '景区导览、展览预约与活动推广，一条消息带来一次旅程。',
      points: ['展览与门票预约', '景区导航与讲解', '节庆活动推广'],
      image: 'scenarios/culture.webp',
    },
    {
      id: 4,
      title: '教育医疗',
      summary: '课程通知、挂号提醒与健康科普，服务更及时。',
      points: ['开学与课程通知', '挂号与复诊提醒', '健康科普内容推送'],
      image: 'scenarios/education.webp',
    },
    {
      id: 5,
      title: '零售电商',
      summary: '新品发布、会员关怀与售后服务，提升复购与口碑。',
      points: ['会员权益与优惠通知', '物流状态提醒', '售后评价与回访'],
      image: 'scenarios/retail.webp',
    },
  ],
  // The tiers the service applies (spec §1); a new account is trial, any purchase makes it ordinary.
  tiers: tiers.map((t) => ({
    levelId: t.levelId,
    name: t.levelName,
    yearlySpend: t.levelId === 0 ? null : t.threshold,
    benefits: [...t.benefits],
  })),
  providers: [
    { id: 1, name: '北京融视数字科技有限公司', region: '北京市', phone: '010-6851 2260' },
    { id: 2, name: '上海申联智能信息服务有限公司', region: '上海市', phone: '021-6287 4410' },
    { id: 3, name: '广州粤信融媒科技有限公司', region: '广东省 / 广州市', phone: '020-3839 1182' },
    {
      id: 4,
      name: '杭州之江云信网络科技有限公司',
      region: '浙江省 / 杭州市',
      phone: '0571-8690 3375',
    },
    { id: 5, name: '成都蜀通数智科技有限公司', region: '四川省 / 成都市', phone: '028-8557 6601' },
    {
      id: 6,
      name: '武汉楚天视讯信息技术有限公司',
      region: '湖北省 / 武汉市',
      phone: '027-8771 2093',
    },
  ],
};
