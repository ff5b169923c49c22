import type { FastifyInstance } from 'fastify';
import type { ChatbotStatus } from './chatbots.ts';
import type { Outbox } from './outbox.ts';

/**
 * The stand-in's §13.1 and §13.2 notifications, on deterministic rules:
 * - its operators suspend or restore a chatbot: `POST /{ct|cu|cm}/operator/chatbots/{chatbotId}/status`
 *   with `{"status": 0 | 1 | 2}` (正常, 调试, 暂停; else 20002) makes it the chatbot's §7.2
 *   `status` (`setStatus`) and posts the spec's §13.1 `informationChange` (no body) at once;
 *   中国移动's, whose interface has no §7.2 here, carries `{"status"}` in its body;
 * - a recipient whose number ends 6666 reports each message it gets as spam: a §13.2 `rcsspam`
 *   (`垃圾消息`, `不想再收到`) naming the message, 2 × the delay after it was sent (withdrawn
 *   with the message when it is revoked).
 */
export function standInNoticeRoutes(
  app: FastifyInstance,
  deps: {
    outbox: Outbox;
    callbackUrl: (carrier: string) => string;
    setStatus: (carrier: string, chatbotId: string, status: ChatbotStatus) => void;
  },
) {
  app.post<{ Params: { carrier: string; chatbotId: string }; Body: { status?: unknown } }>(
    '/:carrier/operator/chatbots/:chatbotId/status',
    async (request, reply) => {
      const { carrier, chatbotId } = request.params;
      if (!['ct', 'cu', 'cm'].includes(carrier)) {
        return reply.code(404).send({ errorCode: 20003, errorMessage: 'unknown platform' });
      }
      const status = request.body?.status;
      if (status !== 0 && status !== 1 && status !== 2) {
        return { errorCode: 20002, errorMessage: 'status 须为 0、1 或 2' };
      }
      const url = noticeUrl(deps, carrier, chatbotId, 'informationChange');
      if (carrier === 'cm') {
        deps.outbox.send(url, { status }, 0);
      } else {
        deps.setStatus(carrier, chatbotId, status);
        deps.outbox.send(url, null, 0);
      }
      return { errorCode: 0, errorMessage: 'success' };
    },
  );
}

const noticeUrl = (
  deps: { callbackUrl: (carrier: string) => string },
  carrier: string,
  chatbotId: string,
  notice: 'informationChange' | 'rcsspam',
) =>
  `${deps.callbackUrl(carrier)}/notifyInfoNotification/${encodeURIComponent(chatbotId)}/notice/${notice}`;

/** A recipient's §13.2 report of a message, by the rule above (numbers ending 6666). */
export function reportSpam(
  deps: { outbox: Outbox; callbackUrl: (carrier: string) => string; delayMs: number },
  message: { carrier: string; chatbotId: string; messageId: string; mobile: string },
) {
  if (!message.mobile.endsWith('6666')) return;
  deps.outbox.send(
    noticeUrl(deps, message.carrier, message.chatbotId, 'rcsspam'),
    { messageId: [message.messageId], spamType: '垃圾消息', freeText: '不想再收到' },
    2 * deps.delayMs,
    message.messageId,
  );
}
