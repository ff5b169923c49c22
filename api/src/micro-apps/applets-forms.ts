import { formDocument, type FormDocumentInput } from '../contract/micro-app-form.ts';
import type { Applet } from '../contract/schemas/applets.ts';

/**
 * The ready forms of the common applets. Both ask the same questions by the same ids, which the
 * applet pages read: the reporter (`name`, `mobile`), where (`region` to the district, the shared
 * tree's deepest level, and `street`, the street or township as written), what (`result`, a
 * single choice counted in the summary) and a `photo`.
 */
export const appletQuestionIds = {
  name: 'name',
  mobile: 'mobile',
  region: 'region',
  street: 'street',
  result: 'result',
  photo: 'photo',
} as const;

const reporter = [
  { kind: 'text', id: 'name', title: '姓名', required: true, maxLength: 20 },
  {
    kind: 'text',
    id: 'mobile',
    title: '手机号码',
    required: true,
    format: 'mobile',
    maxLength: 11,
  },
  { kind: 'region', id: 'region', title: '所在地区', required: true, level: 3 },
  {
    kind: 'text',
    id: 'street',
    title: '街道（乡镇）',
    help: '所在街道、乡镇及社区',
    required: true,
    maxLength: 50,
  },
] as const satisfies FormDocumentInput['questions'];

const documents: Record<Applet, FormDocumentInput> = {
  antigen_self: {
    title: '抗原自测结果上报',
    description: '请如实填写本人抗原自测结果并上传检测照片，信息仅用于社区防疫工作。',
    questions: [
      ...reporter,
      {
        kind: 'single',
        id: 'result',
        title: '检测结果',
        required: true,
        options: [
          { id: 'negative', label: '阴性' },
          { id: 'positive', label: '阳性' },
          { id: 'invalid', label: '无效' },
        ],
      },
      {
        kind: 'upload',
        id: 'photo',
        title: '检测照片',
        help: '请拍摄检测卡正面，能看清结果',
        required: true,
        accept: ['image'],
        maxSizeMb: 5,
        maxFiles: 1,
      },
    ],
    settings: { thankYouMessage: '上报成功，感谢您对社区防疫工作的支持' },
  },
  gover_epidemic: {
    title: '疫情防控共建上报',
    description: '发现需要社区协助或关注的情况，请在此上报，网格员将及时跟进。',
    questions: [
      ...reporter,
      {
        kind: 'single',
        id: 'result',
        title: '上报事项',
        required: true,
        options: [
          { id: 'symptom', label: '发热等症状' },
          { id: 'contact', label: '密切接触' },
          { id: 'isolation', label: '居家隔离' },
          { id: 'supplies', label: '物资求助' },
          { id: 'others', label: '其他情况' },
        ],
      },
      { kind: 'textarea', id: 'detail', title: '情况说明', maxLength: 500 },
      {
        kind: 'upload',
        id: 'photo',
        title: '现场照片',
        required: false,
        accept: ['image'],
        maxSizeMb: 5,
        maxFiles: 3,
      },
    ],
    settings: { thankYouMessage: '上报成功，网格员将尽快与您联系' },
  },
};

/** The applet's ready form, checked by the form engine's schema. */
export const appletDocument = (applet: Applet) => formDocument.parse(documents[applet]);
