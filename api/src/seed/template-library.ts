import { count } from 'drizzle-orm';
import sharp from 'sharp';
import {
  templateContent,
  type IndustryCode,
  type RcsAction,
  type TemplateContentInput,
} from '../contract/schemas/messaging.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { libraryMedia, libraryTemplates } from '../db/schema.ts';
import { saveUpload, type UploadStore } from '../uploads/store.ts';

/**
 * The public template library (模板库): curated templates for common industries, seeded wherever
 * the library is empty. Their card images are drawn here (shapes only, so no font is needed).
 */
type Seed = {
  name: string;
  industry: IndustryCode;
  description: string;
  content: TemplateContentInput;
};

const hotline = { type: 'dial', label: '咨询热线', phone: '4000970808' } as const;
const reply = (label: string) => ({ type: 'reply', label }) as const;
const link = (label: string, url: string) => ({ type: 'url', label, url }) as const;
/** A card; `image` names one of the drawn images below. */
const card = (
  title: string,
  description: string,
  image: keyof typeof palettes,
  buttons: RcsAction[] = [],
) => ({
  title,
  description,
  mediaId: image,
  buttons,
});

const palettes = {
  government: ['#1a50b8', '#5b8def'],
  finance: ['#9a6a00', '#e0b04a'],
  logistics: ['#0f7b6c', '#4cc3a6'],
  retail: ['#c2410c', '#fb923c'],
  healthcare: ['#0e7490', '#67e8f9'],
  education: ['#6d28d9', '#a78bfa'],
} as const;

const librarySeeds: Seed[] = [
  {
    name: '证件办结提醒',
    industry: 'government',
    description: '证照办结后通知办事群众领取',
    content: {
      kind: 'text',
      text: '{姓名}您好，您申请的{证件}已办结，请携带身份证于工作日9:00-17:00到{网点}领取。',
      suggestions: [reply('已知晓'), hotline],
      fallbackSms: '{姓名}您好，您申请的{证件}已办结，请携带身份证到{网点}领取。',
    },
  },
  {
    name: '政策解读推送',
    industry: 'government',
    description: '新政策发布后的图文解读',
    content: {
      kind: 'card',
      card: card(
        '一图读懂：{政策名称}',
        '政策要点、适用对象和办理流程，点击查看全文解读。',
        'government',
        [link('查看全文', 'https://www.gov.cn/')],
      ),
      suggestions: [reply('订阅政策推送')],
      fallbackSms: '{政策名称}解读已发布，详情请访问政府网站。',
    },
  },
  {
    name: '办事预约确认',
    industry: 'government',
    description: '预约成功后确认时间地点，可加入日程',
    content: {
      kind: 'card',
      card: card('预约成功', '{姓名}您好，您已预约{事项}，请按时到达{网点}办理。', 'government', [
        {
          type: 'calendar',
          label: '加入日程',
          title: '政务服务预约',
          start: '2026-12-01 09:00',
          end: '2026-12-01 10:00',
        },
        { type: 'map', label: '查看位置', name: '市民服务中心', lng: 116.403, lat: 39.915 },
      ]),
      suggestions: [reply('取消预约'), hotline],
      fallbackSms: '{姓名}您好，您已预约{事项}，请按时到达{网点}办理。',
    },
  },
  {
    name: '便民服务指南',
    industry: 'government',
    description: '常办事项一览（多卡片）',
    content: {
      kind: 'carousel',
      cards: [
        card('社保查询', '参保记录、缴费明细在线查询。', 'government', [
          link('去查询', 'https://www.gov.cn/'),
        ]),
        card('公积金提取', '租房、购房提取线上办理。', 'government', [
          link('去办理', 'https://www.gov.cn/'),
        ]),
        card('不动产登记', '登记进度与预约服务。', 'government', [
          link('去预约', 'https://www.gov.cn/'),
        ]),
      ],
      suggestions: [hotline],
      fallbackSms: '便民服务指南：社保查询、公积金提取、不动产登记，请访问政务服务网办理。',
    },
  },
  {
    name: '账单提醒',
    industry: 'finance',
    description: '信用卡或贷款账单到期提醒',
    content: {
      kind: 'text',
      text: '尊敬的{姓名}，您尾号{尾号}的账户本期应还{金额}元，到期日{日期}，请按时还款，以免影响信用记录。',
      suggestions: [reply('已还款'), hotline],
      fallbackSms: '尊敬的{姓名}，您尾号{尾号}的账户本期应还{金额}元，到期日{日期}。',
    },
  },
  {
    name: '理财产品推荐',
    industry: 'finance',
    description: '稳健型理财产品介绍',
    content: {
      kind: 'card',
      card: card(
        '稳健理财，安心之选',
        '{产品名称}，业绩比较基准{收益}，理财有风险，投资需谨慎。',
        'finance',
        [link('了解详情', 'https://www.example.com/wealth'), hotline],
      ),
      suggestions: [reply('退订')],
      fallbackSms: '{产品名称}现已发售，理财有风险，投资需谨慎。回复TD退订。',
    },
  },
  {
    name: '交易安全提醒',
    industry: 'finance',
    description: '防诈骗安全提示',
    content: {
      kind: 'text',
      text: '温馨提示：银行工作人员不会索要您的密码和验证码，谨防电信诈骗。如有疑问请拨打官方客服电话。',
      suggestions: [hotline],
      fallbackSms: '温馨提示：银行工作人员不会索要您的密码和验证码，谨防电信诈骗。',
    },
  },
  {
    name: '网点服务一览',
    industry: 'finance',
    description: '网点业务与预约（多卡片）',
    content: {
      kind: 'carousel',
      cards: [
        card('个人业务', '开户、挂失、转账等业务。', 'finance', [reply('预约个人业务')]),
        card('企业业务', '对公开户、结算服务。', 'finance', [reply('预约企业业务')]),
      ],
      suggestions: [hotline],
      fallbackSms: '网点提供个人业务与企业业务预约服务，详询客服热线。',
    },
  },
  {
    name: '快递到达通知',
    industry: 'logistics',
    description: '包裹到达驿站后的取件通知',
    content: {
      kind: 'text',
      text: '{姓名}您好，您的包裹已到达{驿站}，取件码{取件码}，请于3日内取件。',
      suggestions: [reply('已取件'), reply('预约送货上门')],
      fallbackSms: '{姓名}您好，您的包裹已到达{驿站}，取件码{取件码}。',
    },
  },
  {
    name: '物流进度更新',
    industry: 'logistics',
    description: '运单状态变化通知',
    content: {
      kind: 'card',
      card: card(
        '您的包裹正在派送中',
        '运单号{运单号}，预计今日送达，请保持电话畅通。',
        'logistics',
        [link('查看物流', 'https://www.example.com/track')],
      ),
      suggestions: [reply('修改收货时间')],
      fallbackSms: '您的包裹（运单号{运单号}）正在派送中，预计今日送达。',
    },
  },
  {
    name: '寄件服务',
    industry: 'logistics',
    description: '上门取件与网点寄件（多卡片）',
    content: {
      kind: 'carousel',
      cards: [
        card('上门取件', '在线下单，快递员上门。', 'logistics', [reply('预约上门')]),
        card('网点寄件', '就近网点，随到随寄。', 'logistics', [
          { type: 'map', label: '附近网点', name: '快递服务网点', lng: 121.47, lat: 31.23 },
        ]),
      ],
      suggestions: [hotline],
      fallbackSms: '寄件服务：上门取件或就近网点寄件，详询客服热线。',
    },
  },
  {
    name: '签收确认',
    industry: 'logistics',
    description: '包裹签收后的确认与评价',
    content: {
      kind: 'text',
      text: '{姓名}您好，您的包裹已签收。如非本人签收或有任何问题，请及时联系我们。',
      suggestions: [reply('服务满意'), reply('我要投诉')],
      fallbackSms: '{姓名}您好，您的包裹已签收，如有问题请联系客服。',
    },
  },
  {
    name: '会员活动邀请',
    industry: 'retail',
    description: '会员日活动推广',
    content: {
      kind: 'card',
      card: card(
        '会员日专享',
        '{姓名}，本周六会员日全场满减，凭会员码到店享受额外折扣。',
        'retail',
        [link('查看活动', 'https://www.example.com/member')],
      ),
      suggestions: [reply('退订')],
      fallbackSms: '{姓名}，本周六会员日全场满减，回复TD退订。',
    },
  },
  {
    name: '订单发货通知',
    industry: 'retail',
    description: '电商订单发货提醒',
    content: {
      kind: 'text',
      text: '您的订单{订单号}已发货，承运商{承运商}，运单号{运单号}。',
      suggestions: [reply('查看物流')],
      fallbackSms: '您的订单{订单号}已发货，运单号{运单号}。',
    },
  },
  {
    name: '新品上市',
    industry: 'retail',
    description: '新品图文推荐（多卡片）',
    content: {
      kind: 'carousel',
      cards: [
        card('秋冬新品', '温暖上新，限时优惠。', 'retail', [
          link('去看看', 'https://www.example.com/new'),
        ]),
        card('爆款回归', '经典款补货到店。', 'retail', [
          link('去看看', 'https://www.example.com/hot'),
        ]),
        card('会员专享', '积分兑换好礼。', 'retail', [
          link('去兑换', 'https://www.example.com/points'),
        ]),
      ],
      suggestions: [reply('退订')],
      fallbackSms: '秋冬新品上市，限时优惠，回复TD退订。',
    },
  },
  {
    name: '满意度回访',
    industry: 'retail',
    description: '购物后的满意度调查',
    content: {
      kind: 'text',
      text: '{姓名}您好，感谢您的光临，请为本次购物体验评分。',
      suggestions: [reply('非常满意'), reply('满意'), reply('一般'), reply('不满意')],
      fallbackSms: '{姓名}您好，感谢您的光临，欢迎再次惠顾。',
    },
  },
  {
    name: '挂号成功通知',
    industry: 'healthcare',
    description: '预约挂号成功提醒',
    content: {
      kind: 'card',
      card: card(
        '挂号成功',
        '{姓名}，您已预约{科室}{医生}医生，就诊时间{时间}，请提前30分钟取号。',
        'healthcare',
        [{ type: 'map', label: '医院导航', name: '市人民医院', lng: 116.39, lat: 39.92 }],
      ),
      suggestions: [reply('取消预约'), hotline],
      fallbackSms: '{姓名}，您已预约{科室}{医生}医生，就诊时间{时间}。',
    },
  },
  {
    name: '检查报告已出',
    industry: 'healthcare',
    description: '检查报告可查询提醒',
    content: {
      kind: 'text',
      text: '{姓名}您好，您的{检查项目}报告已出，可在自助机或线上查询。',
      suggestions: [reply('已查看')],
      fallbackSms: '{姓名}您好，您的{检查项目}报告已出。',
    },
  },
  {
    name: '健康科普',
    industry: 'healthcare',
    description: '季节性健康知识（多卡片）',
    content: {
      kind: 'carousel',
      cards: [
        card('冬季防流感', '勤洗手、常通风，按时接种疫苗。', 'healthcare', [
          link('了解更多', 'https://www.example.com/flu'),
        ]),
        card('合理膳食', '少盐少油，均衡营养。', 'healthcare', [
          link('了解更多', 'https://www.example.com/diet'),
        ]),
      ],
      suggestions: [reply('订阅健康资讯')],
      fallbackSms: '冬季防流感：勤洗手、常通风，按时接种疫苗。',
    },
  },
  {
    name: '复诊提醒',
    industry: 'healthcare',
    description: '慢病复诊提醒',
    content: {
      kind: 'text',
      text: '{姓名}您好，您的复诊时间为{日期}，请按时就诊并携带既往病历。',
      suggestions: [reply('确认'), hotline],
      fallbackSms: '{姓名}您好，您的复诊时间为{日期}，请按时就诊。',
    },
  },
  {
    name: '开学通知',
    industry: 'education',
    description: '新学期开学安排',
    content: {
      kind: 'card',
      card: card(
        '新学期开学通知',
        '{姓名}家长您好，本学期于{日期}开学，请提醒孩子按时返校。',
        'education',
        [link('查看安排', 'https://www.example.com/school')],
      ),
      suggestions: [reply('已知晓')],
      fallbackSms: '{姓名}家长您好，本学期于{日期}开学，请按时返校。',
    },
  },
  {
    name: '成绩发布',
    industry: 'education',
    description: '考试成绩查询提醒',
    content: {
      kind: 'text',
      text: '{姓名}同学，{考试名称}成绩已发布，请登录教务系统查询。',
      suggestions: [reply('已查询')],
      fallbackSms: '{姓名}同学，{考试名称}成绩已发布。',
    },
  },
  {
    name: '课程推荐',
    industry: 'education',
    description: '培训课程介绍（多卡片）',
    content: {
      kind: 'carousel',
      cards: [
        card('职业技能', '人工智能、数据分析实战课程。', 'education', [reply('预约试听')]),
        card('语言学习', '英语口语小班课。', 'education', [reply('预约试听')]),
        card('兴趣培养', '书法、绘画周末班。', 'education', [reply('预约试听')]),
      ],
      suggestions: [hotline],
      fallbackSms: '精品课程开放预约，详询客服热线。',
    },
  },
  {
    name: '家长会邀请',
    industry: 'education',
    description: '家长会时间地点与日程',
    content: {
      kind: 'card',
      card: card(
        '家长会邀请',
        '{姓名}家长您好，本学期家长会将于{时间}在{地点}召开，敬请出席。',
        'education',
        [
          {
            type: 'calendar',
            label: '加入日程',
            title: '家长会',
            start: '2026-12-05 14:00',
            end: '2026-12-05 16:00',
          },
        ],
      ),
      suggestions: [reply('准时参加'), reply('请假')],
      fallbackSms: '{姓名}家长您好，家长会将于{时间}在{地点}召开。',
    },
  },
];

/** A 640×360 card image: the industry's two colours in a diagonal gradient with soft circles. */
async function drawCardImage([from, to]: readonly [string, string]) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/>
    <circle cx="520" cy="80" r="120" fill="#fff" fill-opacity="0.12"/>
    <circle cx="120" cy="320" r="90" fill="#fff" fill-opacity="0.10"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function seedTemplateLibraryIfEmpty(db: Db, store: UploadStore) {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(libraryTemplates);
  if (n > 0) return;
  const now = new Date();
  const imageIds = new Map<string, string>();
  for (const [industry, colours] of Object.entries(palettes)) {
    const bytes = await drawCardImage(colours);
    // Library files belong to no company; signed URLs show them to everyone.
    const uploadId = await saveUpload(
      db,
      store,
      { id: 0n, companyId: null },
      bytes,
      'image/jpeg',
      now,
    );
    const id = newId(now.getTime());
    await db
      .insert(libraryMedia)
      .values({ id, name: `模板库配图（${industry}）`, uploadId, size: bytes.length });
    imageIds.set(industry, id.toString());
  }
  await db.insert(libraryTemplates).values(
    librarySeeds.map((seed, sort) => {
      const content = templateContent.parse(withImageIds(seed.content, imageIds));
      return {
        id: newId(now.getTime()),
        sort,
        name: seed.name,
        industry: seed.industry,
        kind: content.kind,
        description: seed.description,
        content,
      };
    }),
  );
}

/** Seeds name their images by industry; stored content names them by library media id. */
function withImageIds(
  content: TemplateContentInput,
  ids: ReadonlyMap<string, string>,
): TemplateContentInput {
  const swap = <C extends { mediaId?: string }>(c: C): C =>
    c.mediaId ? { ...c, mediaId: ids.get(c.mediaId)! } : c;
  if (content.kind === 'card') return { ...content, card: swap(content.card) };
  if (content.kind === 'carousel') return { ...content, cards: content.cards.map(swap) };
  return content;
}
