import { z } from 'zod';
import {
  balance,
  balanceAlarmRequest,
  balanceDetailItem,
  balanceDetailRequest,
  billRow,
  billsRequest,
  chargeRequest,
  chargeResult,
  levelInfo,
  notice,
  noticeReadRequest,
  noticeState,
  order,
  ordersRequest,
  planInfo,
  product,
  productAll,
  productListRequest,
  rechargeRequest,
  rightDetailRequest,
  serviceConfirmRequest,
  serviceOrder,
  serviceOrdersRequest,
  typeCount,
  weekPoint,
  weekRequest,
} from './schemas/account.ts';
import {
  companiesRequest,
  companySummary,
  ledgerEntryRequest,
  registration,
  reviewOrder,
  reviewOrderRequest,
  reviewOrdersRequest,
  reviewRegistrationRequest,
} from './schemas/back-office.ts';
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
import { siteHome } from './schemas/site.ts';
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
  siteHome: {
    path: 'site/home',
    method: 'GET',
    access: 'public',
    silent: true,
    summary: '首页公开内容：宣传视频、服务项目、行业场景、客户等级与权益、授权服务商',
    request: none,
    response: siteHome,
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
  levelInfo: {
    path: 'ecLevel/getUserLevelInfo',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '客户等级、近365天消费与权益',
    request: none,
    response: levelInfo,
  },
  planInfoList: {
    path: 'up/getPlanInfoList',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '各等级门槛与权益',
    request: none,
    response: z.array(planInfo),
  },
  balance: {
    path: 'orderCharge/balance',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '各类余额',
    request: none,
    response: balance,
  },
  balanceDetail: {
    path: 'orderCharge/itemBalance',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '某类余额的明细（名称、到期日、数量）',
    request: balanceDetailRequest,
    response: z.array(balanceDetailItem),
  },
  rightDetail: {
    path: 'orderCharge/itemRight',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '定制开发（1）或运营支撑（2）服务明细',
    request: rightDetailRequest,
    response: z.array(balanceDetailItem),
  },
  productAll: {
    path: 'orderCharge/productAll',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '全部在售商品（按套餐、+媒体、定制分组）',
    request: none,
    response: productAll,
  },
  productList: {
    path: 'orderCharge/productList',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '某个商城标签页的商品',
    request: productListRequest,
    response: z.array(product),
  },
  charge: {
    path: 'orderCharge/charge',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '结算下单（按目录定价，待审核）',
    request: chargeRequest,
    response: chargeResult,
  },
  recharge: {
    path: 'orderCharge/recharge',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '修改被退回或审核未通过的订单并重新提交（金额不可改）',
    request: rechargeRequest,
    response: chargeResult,
  },
  orders: {
    path: 'orderCharge/ecOrders',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '订单列表',
    request: ordersRequest,
    response: paged(order),
  },
  bills: {
    path: 'ecBillDtl/getList',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '账单明细',
    request: billsRequest,
    response: paged(billRow),
  },
  usageWeek: {
    path: 'ecBillDtl/queryWeek',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '近7天（截至昨天）用量',
    request: weekRequest,
    response: z.array(weekPoint),
  },
  balanceAlarm: {
    path: 'company/queryEcBalanceAlarm',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '5G消息余额预警条数（未设置为 null）',
    request: none,
    response: z.number().int().nullable(),
  },
  updateBalanceAlarm: {
    path: 'company/updEcBalanceAlarm',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '设置5G消息余额预警条数',
    request: balanceAlarmRequest,
    response: z.null(),
  },
  typeCount: {
    path: 'company/queryTypeCount',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '定制开发与运营支撑订单数',
    request: none,
    response: typeCount,
  },
  serviceOrders: {
    path: 'serverTrace/query',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '定制服务与运营支撑订单',
    request: serviceOrdersRequest,
    response: paged(serviceOrder),
  },
  confirmServiceOrder: {
    path: 'serverTrace/confirm',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '激活权益（不可撤销）',
    request: serviceConfirmRequest,
    response: z.null(),
  },
  noticeActual: {
    path: 'notice/order/actual',
    method: 'POST',
    access: 'user',
    silent: true,
    summary: '是否有未读消息（收件箱红点）',
    request: none,
    response: noticeState,
  },
  noticeList: {
    path: 'notice/list',
    method: 'POST',
    access: 'user',
    silent: false,
    summary: '收件箱消息',
    request: pageRequest,
    response: paged(notice),
  },
  noticeRead: {
    path: 'notice/read',
    method: 'POST',
    access: 'user',
    silent: true,
    summary: '标记已读（不带 id 为全部已读）',
    request: noticeReadRequest,
    response: z.null(),
  },
  manageOrders: {
    path: 'manage/orders',
    method: 'POST',
    access: 'operator',
    silent: false,
    summary: '订单审核列表（管理平台）',
    request: reviewOrdersRequest,
    response: paged(reviewOrder),
  },
  manageReviewOrder: {
    path: 'manage/reviewOrder',
    method: 'POST',
    access: 'operator',
    silent: false,
    summary: '审核订单：通过、驳回、关闭、退回修改（管理平台）',
    request: reviewOrderRequest,
    response: z.null(),
  },
  manageRegistrations: {
    path: 'manage/registrations',
    method: 'POST',
    access: 'operator',
    silent: false,
    summary: '待审核注册（管理平台）',
    request: pageRequest,
    response: paged(registration),
  },
  manageReviewRegistration: {
    path: 'manage/reviewRegistration',
    method: 'POST',
    access: 'operator',
    silent: false,
    summary: '审核注册（管理平台）',
    request: reviewRegistrationRequest,
    response: z.null(),
  },
  manageCompanies: {
    path: 'manage/companies',
    method: 'POST',
    access: 'operator',
    silent: false,
    summary: '客户单位与余额（管理平台）',
    request: companiesRequest,
    response: paged(companySummary),
  },
  manageLedgerEntry: {
    path: 'manage/ledgerEntry',
    method: 'POST',
    access: 'operator',
    silent: false,
    summary: '人工调整、退款、延期（管理平台）',
    request: ledgerEntryRequest,
    response: z.null(),
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
