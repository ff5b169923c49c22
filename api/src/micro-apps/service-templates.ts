import type { z } from 'zod';
import type { FormDocumentInput } from '../contract/micro-app-form.ts';
import { miniAppTemplate } from '../contract/schemas/micro-apps.ts';

type Question = FormDocumentInput['questions'][number];

const name: Question = { kind: 'text', id: 'name', title: '姓名', required: true, maxLength: 20 };
const mobile: Question = {
  kind: 'text',
  id: 'mobile',
  title: '手机号码',
  format: 'mobile',
  required: true,
  maxLength: 11,
};
const idCard: Question = {
  kind: 'text',
  id: 'id_card',
  title: '身份证号码',
  format: 'idCard',
  required: true,
  maxLength: 18,
};
const organisation: Question = {
  kind: 'text',
  id: 'organisation',
  title: '单位名称',
  maxLength: 50,
};
const region: Question = {
  kind: 'region',
  id: 'region',
  title: '所在地区',
  required: true,
  level: 3,
};
const choices = (...labels: string[]) => labels.map((label, i) => ({ id: `o${i + 1}`, label }));
const satisfaction = (id: string, title: string): Question => ({
  kind: 'single',
  id,
  title,
  required: true,
  options: choices('非常满意', '满意', '一般', '不满意'),
});
const remarks = (title = '其他意见或建议'): Question => ({
  kind: 'textarea',
  id: 'remarks',
  title,
  maxLength: 500,
});

/**
 * 服务模板 (/government/gover_service): ready forms for government and enterprise use. Each is a
 * whole form document the customer saves as a draft and adapts; the test parses every one.
 */
const templates: (Omit<z.input<typeof miniAppTemplate>, 'document'> & {
  document: FormDocumentInput;
})[] = [
  {
    code: 'event_signup',
    name: '活动报名',
    category: '活动组织',
    summary: '收集参加人的姓名、联系方式与场次',
    document: {
      title: '活动报名表',
      description: '请如实填写报名信息，我们将通过短信通知活动安排。',
      questions: [
        name,
        mobile,
        organisation,
        {
          kind: 'single',
          id: 'session',
          title: '参加场次',
          required: true,
          options: choices('上午场', '下午场'),
        },
        { kind: 'rating', id: 'interest', title: '对本次活动主题的兴趣', max: 5 },
        remarks('备注'),
      ],
      settings: { thankYouMessage: '报名成功，活动前一天将短信通知您。' },
    },
  },
  {
    code: 'appointment',
    name: '预约登记',
    category: '政务服务',
    summary: '预约办理事项、日期与时段',
    document: {
      title: '业务办理预约',
      questions: [
        name,
        mobile,
        idCard,
        {
          kind: 'dropdown',
          id: 'service',
          title: '办理事项',
          required: true,
          options: choices('户籍业务', '社保业务', '不动产登记', '企业开办', '其他事项'),
        },
        { kind: 'date', id: 'day', title: '预约日期', required: true },
        {
          kind: 'single',
          id: 'slot',
          title: '预约时段',
          required: true,
          options: choices('09:00-11:30', '14:00-17:00'),
        },
      ],
    },
  },
  {
    code: 'satisfaction',
    name: '满意度调查',
    category: '调查评价',
    summary: '办事体验评分与意见',
    document: {
      title: '政务服务满意度调查',
      questions: [
        { kind: 'rating', id: 'overall', title: '总体满意度', required: true, max: 5 },
        satisfaction('attitude', '工作人员服务态度'),
        satisfaction('speed', '办理效率'),
        {
          kind: 'multiple',
          id: 'improve',
          title: '您认为需要改进的方面',
          options: choices('等候时间', '指引标识', '材料要求', '线上办理'),
          allowOther: true,
          maxChoices: 3,
        },
        remarks(),
      ],
    },
  },
  {
    code: 'information',
    name: '信息采集',
    category: '信息收集',
    summary: '人员基本信息与所在地区',
    document: {
      title: '人员信息采集表',
      questions: [
        name,
        mobile,
        idCard,
        {
          kind: 'single',
          id: 'gender',
          title: '性别',
          required: true,
          options: choices('男', '女'),
        },
        region,
        { kind: 'text', id: 'address', title: '详细地址', required: true, maxLength: 100 },
        { kind: 'upload', id: 'photo', title: '免冠照片', accept: ['image'], maxSizeMb: 5 },
      ],
    },
  },
  {
    code: 'opinions',
    name: '意见征集',
    category: '调查评价',
    summary: '就一项政策或方案征求意见',
    document: {
      title: '意见征集',
      description: '欢迎就本方案提出意见和建议。',
      questions: [
        {
          kind: 'single',
          id: 'stance',
          title: '您对本方案的总体看法',
          required: true,
          options: choices('赞成', '基本赞成', '不赞成'),
        },
        { kind: 'textarea', id: 'opinion', title: '具体意见', required: true, maxLength: 1000 },
        { kind: 'text', id: 'contact', title: '联系方式（选填）', maxLength: 50 },
      ],
    },
  },
  {
    code: 'meeting_checkin',
    name: '会议签到',
    category: '活动组织',
    summary: '会场扫码签到',
    document: {
      title: '会议签到',
      questions: [
        name,
        mobile,
        organisation,
        { kind: 'text', id: 'position', title: '职务', maxLength: 20 },
      ],
      settings: { thankYouMessage: '签到成功，欢迎参会。' },
    },
  },
  {
    code: 'volunteers',
    name: '志愿者招募',
    category: '活动组织',
    summary: '志愿者报名、服务时间与特长',
    document: {
      title: '志愿者招募',
      questions: [
        name,
        mobile,
        region,
        {
          kind: 'multiple',
          id: 'time',
          title: '可服务时间',
          required: true,
          minChoices: 1,
          options: choices('工作日白天', '工作日晚上', '周末'),
        },
        {
          kind: 'multiple',
          id: 'skills',
          title: '特长',
          options: choices('医疗救护', '外语翻译', '文艺表演', '电脑操作'),
          allowOther: true,
        },
      ],
    },
  },
  {
    code: 'complaints',
    name: '投诉建议',
    category: '政务服务',
    summary: '投诉或建议的类别、内容与凭证',
    document: {
      title: '投诉建议',
      questions: [
        {
          kind: 'single',
          id: 'type',
          title: '类别',
          required: true,
          options: choices('投诉', '建议', '咨询'),
        },
        { kind: 'textarea', id: 'content', title: '具体内容', required: true, maxLength: 1000 },
        { kind: 'upload', id: 'evidence', title: '相关图片', accept: ['image'], maxFiles: 3 },
        { ...name, required: false },
        mobile,
      ],
    },
  },
  {
    code: 'training',
    name: '培训报名',
    category: '活动组织',
    summary: '培训课程报名与学员信息',
    document: {
      title: '培训报名',
      questions: [
        name,
        mobile,
        organisation,
        {
          kind: 'dropdown',
          id: 'course',
          title: '报名课程',
          required: true,
          options: choices('安全生产', '数字化办公', '政策解读'),
        },
        { kind: 'text', id: 'email', title: '电子邮箱', format: 'email', maxLength: 50 },
      ],
    },
  },
  {
    code: 'health',
    name: '健康申报',
    category: '信息收集',
    summary: '每日健康状况申报',
    document: {
      title: '健康申报',
      questions: [
        name,
        mobile,
        {
          kind: 'single',
          id: 'fever',
          title: '今日是否有发热、咳嗽等症状',
          required: true,
          options: choices('否', '是'),
        },
        {
          kind: 'textarea',
          id: 'symptoms',
          title: '请描述症状',
          required: true,
          maxLength: 200,
          showWhen: { question: 'fever', anyOf: ['o2'] },
        },
        { kind: 'text', id: 'temperature', title: '体温（℃）', format: 'number', maxLength: 5 },
      ],
    },
  },
  {
    code: 'visitors',
    name: '访客登记',
    category: '信息收集',
    summary: '来访人员、事由与被访人',
    document: {
      title: '访客登记',
      questions: [
        name,
        mobile,
        organisation,
        { kind: 'text', id: 'host', title: '被访人', required: true, maxLength: 20 },
        {
          kind: 'single',
          id: 'purpose',
          title: '来访事由',
          required: true,
          options: choices('商务洽谈', '参观交流', '送货', '其他'),
          allowOther: false,
        },
        { kind: 'date', id: 'day', title: '来访日期', required: true },
      ],
    },
  },
  {
    code: 'questionnaire',
    name: '问卷调查',
    category: '调查评价',
    summary: '通用问卷：选择、评分与开放问题',
    document: {
      title: '问卷调查',
      questions: [
        {
          kind: 'single',
          id: 'age',
          title: '您的年龄段',
          required: true,
          options: choices('18岁以下', '18-35岁', '36-60岁', '60岁以上'),
        },
        {
          kind: 'multiple',
          id: 'channels',
          title: '您通常通过哪些渠道获取信息',
          options: choices('短信', '5G消息', '微信', '网站', '电视'),
          allowOther: true,
        },
        { kind: 'rating', id: 'score', title: '您对我们的评价', max: 10 },
        remarks(),
      ],
    },
  },
  {
    code: 'enterprise_survey',
    name: '企业需求调研',
    category: '信息收集',
    summary: '企业经营情况与服务需求',
    document: {
      title: '企业需求调研',
      questions: [
        { ...organisation, required: true },
        { kind: 'text', id: 'contact', title: '联系人', required: true, maxLength: 20 },
        mobile,
        {
          kind: 'dropdown',
          id: 'scale',
          title: '企业规模',
          required: true,
          options: choices('20人以下', '20-99人', '100-499人', '500人以上'),
        },
        {
          kind: 'multiple',
          id: 'needs',
          title: '希望获得的服务',
          required: true,
          minChoices: 1,
          options: choices('政策咨询', '融资对接', '人才招聘', '数字化转型'),
          allowOther: true,
        },
        { kind: 'upload', id: 'licence', title: '营业执照', accept: ['image', 'document'] },
      ],
    },
  },
];

/** The service templates, each checked by the form schema (defaults filled in). */
export const serviceTemplates = templates.map((template) => miniAppTemplate.parse(template));
