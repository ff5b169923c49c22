import {
  webhookDeliveryStates,
  type WebhookAttempt,
  type WebhookDeliveryState,
} from '@p5g/api/contract';
import type { StatusTone } from '@p5g/design-system';

/** How the delivery log names what it shows. */

const eventNames: Record<string, string> = {
  'message.receipt': '状态报告',
  'message.upstream': '上行消息',
  'template.review': '模板审核结果',
  'task.review': '发送任务审核结果',
  'webhook.test': '测试事件',
};

export const eventName = (type: string) => eventNames[type] ?? type;

const stateTones: Record<WebhookDeliveryState, StatusTone> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'danger',
};

export const deliveryStateTag = (state: WebhookDeliveryState) => ({
  label: webhookDeliveryStates[state],
  tone: stateTones[state],
});

/** One attempt's outcome in a few words: the status the receiver answered, or why none counted. */
export function attemptOutcome(attempt: Pick<WebhookAttempt, 'status' | 'error'>) {
  if (attempt.status === null) return `无响应：${attempt.error ?? '未知原因'}`;
  return attempt.error ? `HTTP ${attempt.status}（${attempt.error}）` : `HTTP ${attempt.status}`;
}

/** Request headers as they went out, one `name: value` a line. */
export const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

/** A JSON body indented for reading; anything else as it is. */
export function readableBody(body: string) {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
