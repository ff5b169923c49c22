import { z } from 'zod';
import {
  checkNameRequest,
  checkVerifyCodeRequest,
  getVerifyCodeRequest,
  imageCodeQuery,
  loginRequest,
  registerRequest,
  resetPasswordRequest,
  userInfo,
} from './schemas/auth.ts';
import { helpArticle, helpArticleRequest, helpArticleSummary } from './schemas/help.ts';
import { outboxMessage, paged, pageRequest } from './schemas/manage.ts';
import { openingApplication, openingApplicationRequest } from './schemas/opening-application.ts';
import { regionNode } from './schemas/regions.ts';
import { fileParams, fileQuery, uploadBase64Request } from './schemas/uploads.ts';

/**
 * Who may call an endpoint:
 * - public: anyone;
 * - session: any signed-in user, including one awaiting audit (userStatus 0);
 * - user: a signed-in, audited user (userStatus 1);
 * - operator: a management-platform (platform 3) user.
 * Every non-public call also needs the nonce header (spec §7).
 */
export type Access = 'public' | 'session' | 'user' | 'operator';

export type Endpoint = {
  /** Below /api/platform/. */
  path: string;
  method: 'GET' | 'POST';
  access: Access;
  /** Silent calls do not show the global spinner (spec §7). */
  silent: boolean;
  summary: string;
  /** Body (POST) or query (GET) schema. */
  request: z.ZodType;
  /** Schema of `data` in the success envelope; null for raw responses (images, files). */
  response: z.ZodType | null;
  /** The request is multipart/form-data (the file travels as `file`). */
  multipart?: true;
  /** Path parameters, for paths with `:name` segments. */
  params?: z.ZodType;
};

const none = z.object({}).strict();

export const endpoints = {
  login: {
    path: 'login',
    method: 'POST',
    access: 'public',
    silent: false,
    summary: '登录（默认平台、chatbot 平台、管理平台）',
    request: loginRequest,
    response: userInfo,
  },
  logout: {
    path: 'logout',
    method: 'GET',
    access: 'session',
    silent: false,
    summary: '退出登录',
    request: none,
    response: z.null(),
  },
  userInfo: {
    path: 'auth/getUserInfo',
    method: 'POST',
    access: 'session',
    silent: true,
    summary: '当前用户信息',
    request: none,
    response: userInfo.omit({ token: true }),
  },
  imageCode: {
    path: 'base/imageCode',
    method: 'GET',
    access: 'public',
    silent: true,
    summary: '图形验证码（SVG），imgUuid 由客户端生成',
    request: imageCodeQuery,
    response: null,
  },
  randPwd: {
    path: 'auth/randPwd',
    method: 'POST',
    access: 'user',
    silent: true,
    summary: '生成一个符合密码规则的随机密码',
    request: none,
    response: z.string(),
  },
  checkNameIsUnique: {
    path: 'chatbot/checkNameIsUnique',
    method: 'POST',
    access: 'public',
    silent: true,
    summary: '账号名是否可用',
    request: checkNameRequest,
    response: z.boolean(),
  },
  register: {
    path: 'company/userRegister',
    method: 'POST',
    access: 'public',
    silent: false,
    summary: '企业注册（注册后待审核）',
    request: registerRequest,
    response: z.null(),
  },
  getVerifyCode: {
    path: 'base/getVerifyCode',
    method: 'POST',
    access: 'public',
    silent: false,
    summary: '发送短信验证码',
    request: getVerifyCodeRequest,
    response: z.null(),
  },
  checkVerifyCode: {
    path: 'base/checkVerifyCode',
    method: 'POST',
    access: 'public',
    silent: false,
    summary: '校验短信验证码（不消耗）',
    request: checkVerifyCodeRequest,
    response: z.null(),
  },
  resetPwd: {
    path: 'base/resetPwd',
    method: 'POST',
    access: 'public',
    silent: false,
    summary: '凭短信验证码重置密码',
    request: resetPasswordRequest,
    response: z.null(),
  },
  areaTree: {
    path: 'base/getChatbotAreaTree',
    method: 'GET',
    access: 'public',
    silent: false,
    summary: '省 / 市 / 区县三级行政区划',
    request: none,
    response: z.array(regionNode),
  },
  upload: {
    path: 'auth/upload',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '上传图片（jpg、jpeg、png、bmp，最大 5MB），返回地址',
    request: none,
    response: z.string(),
    multipart: true,
  },
  uploadPicBase64: {
    path: 'base/uploadPicBase64',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '以 base64 上传图片，返回地址',
    request: uploadBase64Request,
    response: z.string(),
  },
  file: {
    path: 'files/:id',
    method: 'GET',
    access: 'public',
    silent: true,
    summary: '读取上传的文件：凭签名地址，或由上传者所在单位及管理平台凭登录读取',
    request: fileQuery,
    params: fileParams,
    response: null,
  },
  addOpeningApplication: {
    path: 'base/addPening',
    method: 'POST',
    access: 'public',
    silent: false,
    summary: '首页开通申请',
    request: openingApplicationRequest,
    response: z.null(),
  },
  helpList: {
    path: 'help/getList',
    method: 'POST',
    access: 'public',
    silent: false,
    summary: '帮助中心目录',
    request: none,
    response: z.array(helpArticleSummary),
  },
  helpArticle: {
    path: 'help/getOne',
    method: 'POST',
    access: 'public',
    silent: false,
    summary: '帮助中心文章',
    request: helpArticleRequest,
    response: helpArticle,
  },
  manageOpeningApplications: {
    path: 'manage/openingApplications',
    method: 'POST',
    access: 'operator',
    silent: false,
    summary: '开通申请列表（管理平台）',
    request: pageRequest,
    response: paged(openingApplication),
  },
  manageOutbox: {
    path: 'manage/outbox',
    method: 'POST',
    access: 'operator',
    silent: false,
    summary: '已发出的短信与提醒（管理平台）',
    request: pageRequest,
    response: paged(outboxMessage),
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ResponseOf<N extends EndpointName> = Endpoints[N]['response'] extends z.ZodType
  ? z.output<Endpoints[N]['response']>
  : never;

export const apiPrefix = '/api/platform/';

/** Paths of the calls that skip the global spinner, including spec §7 calls served elsewhere. */
export const silentPaths: ReadonlySet<string> = new Set([
  ...Object.values(endpoints as Record<string, Endpoint>)
    .filter((e) => e.silent)
    .map((e) => e.path),
  'task/getFailCarrier',
  'task/getCarrierInfo',
  'base/getTravelStreet',
  'material/uploadPicBase64',
  'base/getFileSize',
]);
