import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cmDeliveryNotification } from '../messaging/maap/cmcc.ts';
import type { DeliveryInfo } from '../messaging/maap/wire.ts';
import { childText, parseXml, XmlError } from '../messaging/maap/xml.ts';
import { simulatedRevoked } from '../messaging/simulator.ts';
import type { Outbox } from './outbox.ts';

type Refusal = { errorCode: number; errorMessage: string };
type Params = { carrier: string; chatbotId: string };

/**
 * The stand-in's §10 revoke (中国电信, 中国联通: `POST /{ct|cu}/bot/v1/{chatbotId}/revoke`; 中国移动:
 * `POST /cm/messaging/v1/outbound/{chatbotUri}/requests/{messageId}/status` with a
 * `messageStatusReport` of status `RevokeRequested`). A well-formed request is accepted (errorCode
 * 0, or 中国移动's 200) and its outcome POSTed at once as a status report, by the simulator's rule
 * (`simulatedRevoked`): a message whose first report is not yet due is taken back (`revokeOk`,
 * `Revoked`) and nothing more is reported about it, neither its delivery nor its recipient's
 * reply; a message already reported, or unknown here, is not (`revokeFail`, `RevokeFailed`). A
 * message taken back stays so when asked again.
 */
export function standInRevokeRoutes(
  app: FastifyInstance,
  deps: {
    delayMs: number;
    outbox: Outbox;
    /** When the message was taken, while it is remembered. */
    sentAt: (messageId: string) => number | undefined;
    statusUrl: (carrier: string, chatbotId: string) => string;
    /** The stand-in's checks of the platform and the §6.1 token (null: good). */
    known: (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => boolean;
    authorise: (request: FastifyRequest<{ Params: Params }>) => Refusal | null;
    cmSigned: (request: FastifyRequest) => boolean;
    cmRefuse: (reply: FastifyReply, status: number, id: string, text: string) => FastifyReply;
  },
) {
  /** Messages taken back, until their last report would have been due. */
  const revoked = new Map<string, number>();
  const refuse = (errorCode: number, errorMessage: string): Refusal => ({
    errorCode,
    errorMessage,
  });

  /** Whether the message is taken back now (and, if so, withdraws what was due about it). */
  function revoke(messageId: string, mobile: string) {
    const now = Date.now();
    for (const [id, until] of revoked) {
      if (until >= now) break;
      revoked.delete(id);
    }
    if (revoked.has(messageId)) return true;
    const sentAt = deps.sentAt(messageId);
    if (sentAt === undefined) return false;
    if (!simulatedRevoked(mobile, new Date(sentAt), new Date(now), deps.delayMs)) return false;
    // Reports come at most 2 × delay after sending, a reply 3 ×.
    const forMs = 3 * deps.delayMs + 1000;
    deps.outbox.withdraw(messageId, forMs);
    revoked.set(messageId, now + forMs);
    return true;
  }

  app.post<{ Params: Params; Body: Record<string, unknown> }>(
    '/:carrier/bot/:version/:chatbotId/revoke',
    async (request, reply) => {
      if (!deps.known(request, reply)) return reply;
      const denied = deps.authorise(request);
      if (denied) return denied;
      const body = request.body;
      if (!body || typeof body !== 'object') return refuse(44002, 'POST 的数据包为空');
      const { messageId, status, destinationAddress: to } = body;
      if (typeof messageId !== 'string' || messageId === '') {
        return refuse(20002, '缺少 messageId');
      }
      if (status !== 'RevokeRequested') return refuse(20002, 'status 须为 RevokeRequested');
      if (!Array.isArray(to) || to.length === 0) return refuse(20002, '缺少 destinationAddress');
      if (to.length > 1) return refuse(20002, '暂不支持撤回多条消息');
      if (!/^tel:\+861\d{10}$/.test(String(to[0]))) {
        return refuse(20002, 'destinationAddress 须为 tel:+86 号码');
      }
      const address = to[0] as string;
      const { carrier, chatbotId } = request.params;
      const taken = revoke(messageId, address.slice('tel:+86'.length));
      deps.outbox.report(
        deps.statusUrl(carrier, chatbotId),
        {
          messageId,
          status: taken ? 'revokeOk' : 'revokeFail',
          dateTime: new Date().toISOString(),
          destinationAddress: chatbotId,
          senderAddress: address,
        } satisfies DeliveryInfo,
        0,
      );
      return { messageId, errorCode: 0, errorMessage: 'success' };
    },
  );

  app.post<{ Params: { chatbotUri: string; messageId: string }; Body: unknown }>(
    '/cm/messaging/v1/outbound/:chatbotUri/requests/:messageId/status',
    async (request, reply) => {
      if (!deps.cmSigned(request)) return deps.cmRefuse(reply, 401, 'POL0001', '请求签名校验失败');
      if (typeof request.body !== 'string' || request.body.trim() === '') {
        return deps.cmRefuse(reply, 400, 'SVC0001', '请求须为 XML 的 messageStatusReport');
      }
      let address: string | undefined;
      let status: string | undefined;
      try {
        const root = parseXml(request.body);
        if (root.name !== 'msg:messageStatusReport') {
          return deps.cmRefuse(reply, 400, 'SVC0002', '根元素应为 msg:messageStatusReport');
        }
        address = childText(root, 'address')?.trim();
        status = childText(root, 'status')?.trim();
      } catch (error) {
        if (!(error instanceof XmlError)) throw error;
        return deps.cmRefuse(reply, 400, 'SVC0001', `XML 无法解析：${error.message}`);
      }
      if (status !== 'RevokeRequested') {
        return deps.cmRefuse(reply, 400, 'SVC0002', 'status 须为 RevokeRequested');
      }
      if (!address || !/^tel:\+861\d{10}$/.test(address)) {
        return deps.cmRefuse(reply, 400, 'SVC0002', 'address 须为 tel:+86 号码');
      }
      const { chatbotUri, messageId } = request.params;
      const taken = revoke(messageId, address.slice('tel:+86'.length));
      deps.outbox.send(
        deps.statusUrl('cm', chatbotUri),
        cmDeliveryNotification({
          address,
          messageId,
          deliveryStatus: taken ? 'Revoked' : 'RevokeFailed',
          timeStamp: new Date().toISOString(),
        }),
        0,
      );
      return reply.code(200).type('application/xml').send(request.body);
    },
  );
}
