import { z } from 'zod';
import { deliveryStates } from './sending-status.ts';

/**
 * The events the platform POSTs to a company's webhook URL, each a JSON object
 * `{ id, type, createdAt, data }`, signed (`signatureHeader` over `timestampHeader` + "." + body,
 * HMAC-SHA256 with the company's signing secret; api/README.md shows a receiver checking it).
 * An event is delivered at least once: a receiver keeps `id` to drop repeats.
 */
export const timestampHeader = 'x-webhook-timestamp';
export const signatureHeader = 'x-webhook-signature';
export const eventIdHeader = 'x-webhook-id';
export const eventTypeHeader = 'x-webhook-event';

/** What a company may subscribe to, with its name in the console. */
export const webhookTopics = {
  deliveryReceipt: '状态报告',
  upstreamMessage: '上行消息',
  templateReview: '模板审核结果',
  taskReview: '发送任务审核结果',
} as const;
export type WebhookTopic = keyof typeof webhookTopics;
export const webhookTopicCodes = Object.keys(webhookTopics) as [WebhookTopic, ...WebhookTopic[]];

/** The event type each topic's events carry, and the test event 发送测试事件 sends. */
export const webhookEventTypes = {
  deliveryReceipt: 'message.receipt',
  upstreamMessage: 'message.upstream',
  templateReview: 'template.review',
  taskReview: 'task.review',
  test: 'webhook.test',
} as const;
type WebhookEventType = (typeof webhookEventTypes)[keyof typeof webhookEventTypes];

const taskId = z.string().describe('发送任务 id');
const messageId = z.string().describe('消息 id：`发送任务id:序号`，与发送任务的收件人一一对应');

/** A recipient's message moved on: delivered (5G or SMS fallback), read, or failed. */
const deliveryReceiptData = z.object({
  taskId,
  messageId,
  mobile: z.string(),
  state: z.enum(deliveryStates),
  /** Contract `failureCauses` key when failed. */
  cause: z.string().nullable(),
});

/** A recipient sent something back after a task's message: free text, a button pressed, … */
const upstreamMessageData = z.object({
  taskId,
  messageId,
  mobile: z.string(),
  kind: z.enum(['text', 'reply', 'action', 'location', 'file']),
  text: z.string(),
  /** Which card and button (`card=2&button=1`) or chip (`chip=3`) was pressed. */
  postback: z.string().nullable(),
  receivedAt: z.string(),
});

/** A template's review ended: by the platform (rejected) or by the carriers (approved or rejected). */
const templateReviewData = z.object({
  templateId: z.string(),
  name: z.string(),
  result: z.enum(['approved', 'rejected']),
  stage: z.enum(['platform', 'carrier']),
  reason: z.string().nullable(),
  /** Approved templates can be sent until then. */
  expiresAt: z.string().nullable(),
});

/** The platform's review of a send task: approved, rejected, or not reviewed in time. */
const taskReviewData = z.object({
  taskId,
  name: z.string(),
  result: z.enum(['approved', 'rejected', 'timedOut']),
  reason: z.string().nullable(),
});

const testEventData = z.object({ message: z.string() });

const event = <T extends WebhookEventType, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    id: z.string().describe('事件 id：重复投递时不变'),
    type: z.literal(type),
    createdAt: z.string(),
    data,
  });

/** Every event's schema, by type. */
const webhookEvents = {
  [webhookEventTypes.deliveryReceipt]: event(
    webhookEventTypes.deliveryReceipt,
    deliveryReceiptData,
  ),
  [webhookEventTypes.upstreamMessage]: event(
    webhookEventTypes.upstreamMessage,
    upstreamMessageData,
  ),
  [webhookEventTypes.templateReview]: event(webhookEventTypes.templateReview, templateReviewData),
  [webhookEventTypes.taskReview]: event(webhookEventTypes.taskReview, taskReviewData),
  [webhookEventTypes.test]: event(webhookEventTypes.test, testEventData),
} as const;

/** Any event, told apart by `type` (its options are the schemas to publish as OpenAPI `webhooks`). */
export const webhookEvent = z.discriminatedUnion('type', [
  webhookEvents['message.receipt'],
  webhookEvents['message.upstream'],
  webhookEvents['template.review'],
  webhookEvents['task.review'],
  webhookEvents['webhook.test'],
]);
export type TemplateReviewData = z.infer<typeof templateReviewData>;
export type TaskReviewData = z.infer<typeof taskReviewData>;
