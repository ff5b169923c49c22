import { z } from 'zod';
import { id } from './ids.ts';
import type { MenuGrant } from './permissions.ts';
import { paged, pageRequest } from './schemas/manage.ts';
import {
  recipientsPage,
  sendPreview,
  sendQueryResult,
  sendRequest,
  sendTaskDetail,
  taskRecipientsRequest,
  sendQueryRequest,
} from './schemas/sending.ts';

/**
 * The developer API (开放接口): what a company's own systems call with an API key, signed, below
 * `openApiBase`. One table of endpoints, as the console's (`endpoints.ts`): path, method, the menu
 * the key's role must grant, request and response schemas, and the errors each may answer, from
 * which the service registers its routes and a document describes them.
 */
export const openApiBase = '/api/open/v1';

/** Request headers of the signature scheme (names are case-insensitive on the wire). */
export const signatureHeaders = {
  key: 'x-p5g-key',
  timestamp: 'x-p5g-timestamp',
  nonce: 'x-p5g-nonce',
  signature: 'x-p5g-signature',
  idempotencyKey: 'idempotency-key',
} as const;

/** A request's nonce: 8 to 64 letters, digits, - or _ (a UUID fits), new for each request. */
export const noncePattern = /^[A-Za-z0-9_-]{8,64}$/;

/** A request's timestamp may differ from the server clock by at most this much. */
export const signatureWindowMs = 5 * 60 * 1000;

/** Percent-encoding of RFC 3986 (unreserved characters kept), as cloud APIs canonicalise. */
const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The query string as signed: each name and value decoded, encoded by RFC 3986, sorted by name then value. */
function canonicalQuery(search: string): string {
  const pairs = [...new URLSearchParams(search)].map(
    ([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const,
  );
  pairs.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/**
 * What a request's signature covers, one line each: the method (upper case), the path (as sent,
 * without the query), the canonical query, the timestamp (Unix seconds, as in the header), the
 * nonce (as in the header: two requests alike in the same second still differ) and the lower-case
 * hex SHA-256 of the body's bytes (of nothing for a GET). The signature is the lower-case hex
 * HMAC-SHA256 of this text with the signing key (the hex SHA-256 of the secret).
 */
export const stringToSign = (parts: {
  method: string;
  path: string;
  query: string;
  timestamp: string;
  nonce: string;
  bodyDigest: string;
}) =>
  [
    parts.method.toUpperCase(),
    parts.path,
    canonicalQuery(parts.query),
    parts.timestamp,
    parts.nonce,
    parts.bodyDigest,
  ].join('\n');

/** Every error of the developer API: a stable code, its HTTP status and its message. */
export const openApiErrors = {
  invalid_request: { status: 400, message: '请求参数错误' },
  missing_signature: {
    status: 401,
    message: '缺少签名信息（X-P5G-Key、X-P5G-Timestamp、X-P5G-Nonce、X-P5G-Signature）或格式错误',
  },
  invalid_key: { status: 401, message: '密钥不存在或已停用' },
  timestamp_out_of_window: { status: 401, message: '请求时间与服务器时间相差超过5分钟' },
  invalid_signature: { status: 401, message: '签名错误' },
  replayed_request: { status: 401, message: '该签名已使用过，请重新签名' },
  forbidden: { status: 403, message: '密钥的角色无权调用此接口' },
  not_found: { status: 404, message: '请求的资源不存在' },
  idempotency_key_required: {
    status: 400,
    message: '写操作须带 Idempotency-Key 请求头（1至64个字母、数字、-或_）',
  },
  idempotency_key_reused: { status: 422, message: '该 Idempotency-Key 已用于内容不同的请求' },
  insufficient_balance: { status: 402, message: '5G消息余额不足' },
  not_sendable: { status: 422, message: '模板或服务号当前不能发送' },
  refused: { status: 422, message: '请求被拒绝' },
  rate_limited: { status: 429, message: '请求过于频繁，请稍后再试' },
  internal_error: { status: 500, message: '系统繁忙，请稍后再试' },
  unavailable: { status: 503, message: '系统升级或维护中，请稍后再试' },
} as const;
export type OpenApiErrorCode = keyof typeof openApiErrors;

/**
 * The one shape of every error: a stable code from `openApiErrors`, a Chinese message saying
 * what was wrong (the field, for invalid input) and the request id to quote to support.
 */
export const openApiError = z.object({
  error: z.object({
    code: z.enum(Object.keys(openApiErrors) as [OpenApiErrorCode, ...OpenApiErrorCode[]]),
    message: z.string(),
    requestId: z.string(),
  }),
});

/** Errors any signed call may answer. */
const signedCallErrors = [
  'missing_signature',
  'invalid_key',
  'timestamp_out_of_window',
  'invalid_signature',
  'replayed_request',
  'forbidden',
  'rate_limited',
  'internal_error',
  'unavailable',
] as const satisfies readonly OpenApiErrorCode[];

export type OpenEndpoint = {
  method: 'GET' | 'POST';
  /** Below `openApiBase`, with `:name` parameters. */
  path: string;
  /** Groups the endpoints in the document. */
  tag: '发送' | '模板' | '账户';
  summary: string;
  /** The menu the key's role must grant (any one of several); none: every key. */
  menu?: MenuGrant;
  /** A write: the Idempotency-Key header is required and a retry answers the first result. */
  idempotent?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** The errors beyond those of every signed call. */
  errors: readonly OpenApiErrorCode[];
};

const taskParams = z.object({ id });
const mobileParams = z.object({ mobile: sendQueryRequest.shape.mobile });

/** A template as a sending system needs it: its state and the variables it takes. */
const openTemplate = z.object({
  id,
  name: z.string(),
  kind: z.string(),
  /** Message status of spec §4 (3 approved and 5 sent can be sent). */
  status: z.number().int(),
  statusName: z.string(),
  sendable: z.boolean(),
  variables: z.array(z.string()),
  chatbotId: id,
  chatbotName: z.string(),
  rejectReason: z.string().nullable(),
  expireTime: z.string().nullable(),
  updateTime: z.string(),
});

const openBalance = z.object({
  /** 5G messages (条) the company may still send. */
  quantity5G: z.number().int(),
});

export const openEndpoints = {
  previewTask: {
    method: 'POST',
    path: 'tasks/preview',
    tag: '发送',
    summary:
      '发送前预览：有效、无效、重复号码，各运营商号码数，缺少变量值的接收人，消耗条数与发送后余额（不写入任何数据）',
    menu: 'send_record',
    body: sendRequest,
    response: sendPreview,
    errors: ['invalid_request', 'not_found', 'not_sendable'],
  },
  createTask: {
    method: 'POST',
    path: 'tasks',
    tag: '发送',
    summary:
      '用已通过的模板向号码或通讯录分组发送：与控制台同样的规则、计费与平台审核；同一 Idempotency-Key 重试只发送一次并返回第一次的结果',
    menu: 'send_record',
    idempotent: true,
    body: sendRequest,
    response: sendTaskDetail,
    errors: [
      'invalid_request',
      'idempotency_key_required',
      'idempotency_key_reused',
      'not_found',
      'not_sendable',
      'insufficient_balance',
      'refused',
    ],
  },
  getTask: {
    method: 'GET',
    path: 'tasks/:id',
    tag: '发送',
    summary: '发送任务：状态、各状态号码数、扣费与返还条数、状态时间线',
    menu: 'send_record',
    params: taskParams,
    response: sendTaskDetail,
    errors: ['invalid_request', 'not_found'],
  },
  taskRecipients: {
    method: 'GET',
    path: 'tasks/:id/recipients',
    tag: '发送',
    summary: '任务的接收号码：送达状态、失败原因与回复，可按状态、原因、号码筛选',
    menu: 'send_record',
    params: taskParams,
    query: taskRecipientsRequest.omit({ id: true }),
    response: recipientsPage,
    errors: ['invalid_request', 'not_found'],
  },
  numberMessages: {
    method: 'GET',
    path: 'numbers/:mobile/messages',
    tag: '发送',
    summary: '某号码收到的本单位消息、送达状态与其后的回复（上行消息），新的在前',
    menu: 'detail_enquiry',
    params: mobileParams,
    query: pageRequest,
    response: sendQueryResult,
    errors: ['invalid_request'],
  },
  listTemplates: {
    method: 'GET',
    path: 'templates',
    tag: '模板',
    summary: '本单位的模板与审核状态（已通过且未过期的可发送）',
    menu: ['my_tpl', 'send_record'],
    query: pageRequest.extend({
      status: z.coerce
        .number({ error: '状态无效' })
        .int('状态无效')
        .min(0, '状态无效')
        .max(10, '状态无效')
        .optional(),
    }),
    response: paged(openTemplate),
    errors: ['invalid_request'],
  },
  balance: {
    method: 'GET',
    path: 'balance',
    tag: '账户',
    summary: '5G消息余额（条）',
    response: openBalance,
    errors: [],
  },
} as const satisfies Record<string, OpenEndpoint>;

export type OpenEndpoints = typeof openEndpoints;
export type OpenEndpointName = keyof OpenEndpoints;

/** The errors one endpoint may answer: its own and every signed call's. */
export const errorsOf = (endpoint: OpenEndpoint): OpenApiErrorCode[] => [
  ...new Set([...endpoint.errors, ...signedCallErrors]),
];
