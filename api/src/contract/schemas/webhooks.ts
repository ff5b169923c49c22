import { z } from 'zod';
import { id } from '../ids.ts';
import { webhookTopicCodes } from '../webhook-events.ts';
import { paged, pageRequest } from './manage.ts';

/**
 * 开发者中心 › 消息推送: a company's webhook (one HTTPS URL, the topics it wants, its signing secret)
 * and the log of what was POSTed to it. The main account only.
 */

const webhookUrl = z
  .string({ error: '请填写推送地址' })
  .trim()
  .min(1, '请填写推送地址')
  .max(500, '推送地址不能超过500个字符')
  .refine((v) => URL.canParse(v), '推送地址格式不正确');

const webhookSettings = z.object({
  url: z.string(),
  topics: z.array(z.enum(webhookTopicCodes)),
  enabled: z.boolean(),
  /** The secret's last four characters, to tell which one a receiver holds. */
  secretHint: z.string(),
  updateTime: z.string(),
});
export type WebhookSettings = z.infer<typeof webhookSettings>;

export const saveWebhookRequest = z.object({
  url: webhookUrl,
  topics: z
    .array(z.enum(webhookTopicCodes, { error: '推送事件无效' }))
    .max(webhookTopicCodes.length, '推送事件无效'),
  enabled: z.boolean({ error: '请选择是否启用' }),
});
export type SaveWebhookRequest = z.input<typeof saveWebhookRequest>;
export type SaveWebhookInput = z.output<typeof saveWebhookRequest>;

/** The settings, and the signing secret when this save created it (shown this once). */
const savedWebhook = z.object({ settings: webhookSettings, secret: z.string().nullable() });

const webhookSecret = z.object({ secret: z.string() });

export const webhookDeliveryStates = {
  pending: '投递中',
  delivered: '已送达',
  failed: '失败',
} as const;
export type WebhookDeliveryState = keyof typeof webhookDeliveryStates;

const webhookDeliveriesRequest = pageRequest.extend({
  state: z.enum(['pending', 'delivered', 'failed'], { error: '投递状态无效' }).optional(),
});

const webhookDelivery = z.object({
  id,
  type: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The last answer's HTTP status; null before any or when none came (timeout, refused). */
  lastStatus: z.number().int().nullable(),
  nextAttemptTime: z.string().nullable(),
  createTime: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

const webhookAttempt = z.object({
  time: z.string(),
  url: z.string(),
  /** The request's headers as sent (signature included). */
  requestHeaders: z.record(z.string(), z.string()),
  status: z.number().int().nullable(),
  /** The answer's first bytes. */
  responseBody: z.string(),
  /** Why no answer counted: timeout, refused address, redirect … */
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

const webhookDeliveryDetail = webhookDelivery.extend({
  /** The JSON body POSTed (the same on every attempt). */
  requestBody: z.string(),
  attemptLog: z.array(webhookAttempt),
});
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetail>;

const webhookDeliveryRequest = z.object({ id });

const none = z.object({});

/** The console's webhook endpoints (rows of the endpoint table, contract/endpoints.ts). */
export const webhookEndpoints = {
  webhookSettings: {
    domain: 'webhooks',
    path: 'developer/webhook',
    method: 'POST',
    access: 'manager',
    silent: false,
    summary: '消息推送设置（未设置时为 null）',
    request: none,
    response: webhookSettings.nullable(),
  },
  saveWebhook: {
    domain: 'webhooks',
    path: 'developer/saveWebhook',
    method: 'POST',
    access: 'manager',
    silent: false,
    summary:
      '保存消息推送：HTTPS 地址（须解析到公网地址）、推送事件、启用；首次保存时生成签名密钥（仅显示一次）',
    request: saveWebhookRequest,
    response: savedWebhook,
  },
  rotateWebhookSecret: {
    domain: 'webhooks',
    path: 'developer/rotateWebhookSecret',
    method: 'POST',
    access: 'manager',
    silent: false,
    summary: '重置签名密钥：旧密钥立即失效，新密钥仅显示一次',
    request: none,
    response: webhookSecret,
  },
  sendWebhookTest: {
    domain: 'webhooks',
    path: 'developer/sendWebhookTest',
    method: 'POST',
    access: 'manager',
    silent: false,
    summary: '发送测试事件：立即投递一次并返回结果',
    request: none,
    response: webhookDeliveryDetail,
  },
  webhookDeliveries: {
    domain: 'webhooks',
    path: 'developer/webhookDeliveries',
    method: 'POST',
    access: 'manager',
    silent: false,
    summary: '推送记录：每个事件的状态、尝试次数、下次尝试时间，新的在前',
    request: webhookDeliveriesRequest,
    response: paged(webhookDelivery),
  },
  webhookDelivery: {
    domain: 'webhooks',
    path: 'developer/webhookDelivery',
    method: 'POST',
    access: 'manager',
    silent: false,
    summary: '一次推送的请求与每次尝试的响应',
    request: webhookDeliveryRequest,
    response: webhookDeliveryDetail,
  },
  redeliverWebhook: {
    domain: 'webhooks',
    path: 'developer/redeliverWebhook',
    method: 'POST',
    access: 'manager',
    silent: false,
    summary: '重新投递：立即再投递一次并返回结果',
    request: webhookDeliveryRequest,
    response: webhookDeliveryDetail,
  },
} as const;
