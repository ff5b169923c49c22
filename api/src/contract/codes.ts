import { maintenanceMessage } from './failure-messages.ts';

/** Envelope codes (spec §8) and the ones this service adds. HTTP status travels separately. */
export const codes = {
  success: 0,
  /** A request field is missing or invalid (HTTP 400); msg names the field. */
  invalidRequest: 1001,
  /** Wrong account or password, or the image code is needed/wrong. */
  loginFailed: 1002,
  /** No token, unknown or expired token: the session is invalid. */
  sessionExpired: 1003,
  /** Too many requests (HTTP 429). */
  rateLimited: 1005,
  /** The token was revoked (logout) or replaced by a sign-in elsewhere. */
  sessionRevoked: 1006,
  /** The user may not use this endpoint or see this data. */
  noPermission: 1007,
  /** The nonce header is missing, malformed, outside the clock window, or already used. */
  badNonce: 1008,
  /** Correct credentials, but the account belongs to another login platform. */
  wrongPlatform: 1009,
  /** The image code is required before another login attempt. */
  captchaRequired: 1010,
  /** A verify code is wrong, expired or used. */
  badVerifyCode: 1011,
  /** The account name is taken. */
  accountTaken: 1012,
  /** The balance does not cover the change. */
  insufficientBalance: 2001,
  /** The order is no longer in a state that allows this (someone acted on it first). */
  orderStateChanged: 2002,
  /** A product in the cart is unknown or not on sale. */
  productUnavailable: 2003,
  /** The proof is not an image this company uploaded. */
  badProof: 2004,
  /** A service account name is taken (names are unique across the platform, any case). */
  chatbotNameTaken: 2101,
  /** The service account or template is no longer in a state that allows this (someone acted first). */
  messagingStateChanged: 2102,
  /** The company's material library is full. */
  materialQuotaReached: 2103,
  /** The template's files together exceed 1.9 MB. */
  templateTooLarge: 2104,
  /** The service account cannot send yet (not approved, or registered with no carrier). */
  chatbotNotReady: 2105,
  /** The role is held by sub-accounts and cannot be deleted. */
  roleInUse: 2201,
  /** No such resource (HTTP 404). */
  notFound: 1404,
  /** Silent failure: the console shows nothing (spec §8). */
  silent: 1204,
  /** The account's level is too low; the console opens the upgrade prompt (spec §8). */
  levelTooLow: 3006,
  /** An unexpected failure (HTTP 500); details only in the log, under the request id. */
  internal: 5000,
} as const;

export type Code = (typeof codes)[keyof typeof codes];

export const messages = {
  success: '成功',
  sessionExpired: '登录已过期，请重新登录',
  sessionRevoked: '您的账号已在其他地方登录或已退出，请重新登录',
  noPermission: '暂无权限',
  badNonce: '请求已失效，请刷新页面后重试',
  rateLimited: '操作过于频繁，请稍后再试',
  internal: '系统繁忙，请稍后再试',
  notFound: '请求的资源不存在',
  invalidJson: '请求格式错误',
  tooLarge: '请求内容过大',
  /** HTTP 408: the request's body stopped arriving. */
  timedOut: '网络连接超时，请重试',
  /** HTTP 503: the service is saturated or starting; the console shows it as is (spec §8). */
  unavailable: maintenanceMessage,
  /** A path Fastify cannot route: a parameter over its length limit, or broken %-escapes. */
  badPath: '请求地址无效',
} as const;
