import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { FailureCause } from '../contract/sending-status.ts';
import {
  simulatedReceipts,
  simulatedUpstream,
  type PressableSuggestion,
} from '../messaging/simulator.ts';
import { callbackSignature, type DeliveryInfo } from '../messaging/maap/wire.ts';
import { schemaErrors } from './validation.ts';

/**
 * The MaaP stand-in: a 5G message platform of 中国电信 and 中国联通 as their interface spec
 * (5G消息业务平台行业客户接入接口技术规范 V1.0.4) describes it, over HTTP, in its own process. It
 * answers §6.1 (access token), §8.1 (media upload) and §9 (messages) under `/{ct|cu}/bot/v1/…`,
 * checks every request against the spec and the RCC.07 schema (a malformed one gets the spec's
 * §15.1 code), and later POSTs §12 status reports to the chatbot's callback, signed as §6.2 says,
 * and §11 upstream messages from its simulated users, by the built-in simulator's rules
 * (`simulatedReceipts`, `simulatedUpstream`, api README).
 */
export type StandInOptions = {
  appId: string;
  appKey: string;
  /** The token the chatbot registered for its callbacks (§6.2 signature). */
  callbackToken: string;
  /** Where status reports go: `{callbackUrl}/deliveryNotification/{chatbotId}/status`. */
  callbackUrl: (carrier: string) => string;
  /** The simulator's delay: reports come this long after sending (the second ones twice as late). */
  delayMs: number;
  tokenSeconds?: number;
  fetch?: typeof fetch;
};

const carriers = ['ct', 'cu'];
const mediaLimits: Record<string, { types: string[]; maxBytes: number }> = {
  image: { types: ['image/jpeg', 'image/jpg', 'image/png'], maxBytes: 2 * 1024 * 1024 },
  audio: {
    types: ['audio/amr', 'audio/mpeg', 'audio/mp3', 'audio/mp4', 'audio/m4a'],
    maxBytes: 5 * 1024 * 1024,
  },
  video: { types: ['video/mp4', 'video/webm'], maxBytes: 10 * 1024 * 1024 },
};
const statusOf = {
  delivered5g: 'delivered',
  deliveredSms: 'deliveredToNetwork',
  read: 'displayed',
  failed: 'failed',
} as const;
/** §12's failure codes for the simulator's causes (a carrier fault is the platform's own, -2). */
const reportCode: Partial<Record<FailureCause, number>> = { vacant: 1, terminal: 4, blacklist: 5 };
const textMax = 2000;

type Refusal = { errorCode: number; errorMessage: string };
type MessagePart = { contentType?: string; contentText?: unknown };
type Suggestion = Partial<
  Record<'reply' | 'action', { displayText: string; postback?: { data?: string } }>
>;

/** The first suggestion a recipient sees: a card's first button, else the first chip. */
function firstSuggestion(parts: MessagePart[]): PressableSuggestion | null {
  type Card = { suggestions?: Suggestion[] };
  type Content = {
    suggestions?: Suggestion[];
    message?: {
      generalPurposeCard?: { content: Card };
      generalPurposeCardCarousel?: { content: Card[] };
    };
  };
  const lists = parts.map((part) => {
    const content = part.contentText as Content | undefined;
    const card =
      content?.message?.generalPurposeCard?.content ??
      content?.message?.generalPurposeCardCarousel?.content[0];
    return card?.suggestions ?? content?.suggestions ?? [];
  });
  for (const suggestion of lists.flat()) {
    for (const kind of ['reply', 'action'] as const) {
      const pressed = suggestion[kind];
      if (pressed?.postback?.data) {
        return { kind, displayText: pressed.displayText, data: pressed.postback.data };
      }
    }
  }
  return null;
}
const refuse = (errorCode: number, errorMessage: string): Refusal => ({ errorCode, errorMessage });

export function buildStandIn(options: StandInOptions) {
  const app = Fastify({ logger: false, bodyLimit: 12 * 1024 * 1024 });
  void app.register(fastifyMultipart, { limits: { fileSize: 11 * 1024 * 1024 } });
  const http = options.fetch ?? fetch;
  const tokenSeconds = options.tokenSeconds ?? 7200;
  /** Tokens by chatbot: only the latest is good (fetching one voids the one before). */
  const tokens = new Map<string, { value: string; expiresAt: number }>();
  /** Files uploaded, by the URL given for them. */
  const files = new Map<string, { contentType: string; size: number }>();
  /** Message ids already taken: sending one again gets the same answer and no new reports. */
  const taken = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();

  type Params = { carrier: string; chatbotId: string };
  const known = (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    if (carriers.includes(request.params.carrier)) return true;
    void reply.code(404).send(refuse(20003, 'unknown platform'));
    return false;
  };

  /** §6.1: the token's header, or the refusal of a request without a good one. */
  function authorise(request: FastifyRequest<{ Params: Params }>): Refusal | null {
    const header = request.headers.authorization;
    if (!header) return refuse(41001, '缺少 accessToken 参数');
    const held = tokens.get(request.params.chatbotId);
    if (!held || header !== `accessToken ${held.value}`)
      return refuse(40014, '不合法的 accessToken');
    if (held.expiresAt <= Date.now()) return refuse(42001, 'accessToken 超时');
    return null;
  }

  app.post<{ Params: Params; Body: { appId?: string; appKey?: string } }>(
    '/:carrier/bot/:version/:chatbotId/accessToken',
    async (request, reply) => {
      if (!known(request, reply)) return reply;
      const { appId, appKey } = request.body ?? {};
      if (!appId) return refuse(41002, '缺少 appId 参数');
      if (!appKey) return refuse(41004, '缺少 appKey 参数');
      if (appId !== options.appId || appKey !== options.appKey) {
        return refuse(40001, 'appKey 错误');
      }
      const value = randomUUID().replaceAll('-', '');
      tokens.set(request.params.chatbotId, { value, expiresAt: Date.now() + tokenSeconds * 1000 });
      const base = `${request.protocol}://${request.host}/${request.params.carrier}`;
      return { accessToken: value, expires: tokenSeconds, errorCode: 0, url: base };
    },
  );

  app.post<{ Params: Params }>(
    '/:carrier/bot/:version/:chatbotId/medias/upload',
    async (request, reply) => {
      if (!known(request, reply)) return reply;
      const denied = authorise(request);
      if (denied) return denied;
      const mode = request.headers.uploadmode;
      if (mode !== 'perm' && mode !== 'temp') return refuse(20002, 'uploadMode 须为 perm 或 temp');
      if (!request.isMultipart()) return refuse(41005, '缺少多媒体文件数据');
      const file = await request.file();
      if (!file) return refuse(41005, '缺少多媒体文件数据');
      const bytes = await file.toBuffer();
      if (bytes.length === 0) return refuse(44001, '多媒体文件为空');
      const kind = Object.entries(mediaLimits).find(([, l]) => l.types.includes(file.mimetype));
      if (!kind) return refuse(40005, '不合法的文件类型');
      if (bytes.length > kind[1].maxBytes) return refuse(40006, '不合法的文件大小');
      const url = `${request.protocol}://${request.host}/${request.params.carrier}/${mode}/${randomUUID()}/${encodeURIComponent(file.filename)}`;
      files.set(url, { contentType: file.mimetype, size: bytes.length });
      return {
        fileInfo: [
          {
            url,
            fileName: file.filename,
            contentType: file.mimetype,
            fileSize: bytes.length,
            ...(mode === 'temp' && { until: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
          },
        ],
        fileCount: files.size,
        totalCount: 10_000,
        errorCode: 0,
      };
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> }>(
    '/:carrier/bot/:version/:chatbotId/messages',
    async (request, reply) => {
      if (!known(request, reply)) return reply;
      const denied = authorise(request);
      if (denied) return denied;
      const body = request.body;
      if (!body || typeof body !== 'object') return refuse(44002, 'POST 的数据包为空');
      const problem = messageProblem(body, request.params.chatbotId);
      if (problem) return problem;
      const messageId = body.messageId as string;
      const answer = {
        messageId,
        conversationId: body.conversationId,
        contributionId: body.contributionId,
        errorCode: 0,
        errorMessage: 'success',
      };
      if (taken.has(messageId)) return answer;
      taken.add(messageId);
      const mobile = (body.destinationAddress as string[])[0]!.slice('tel:+86'.length);
      for (const receipt of simulatedReceipts(mobile)) {
        report(
          request.params.carrier,
          request.params.chatbotId,
          {
            messageId,
            status: statusOf[receipt.state],
            ...(receipt.cause && {
              errorCode: reportCode[receipt.cause] ?? -2,
              errorMessage: receipt.cause,
            }),
            dateTime: new Date().toISOString(),
            destinationAddress: request.params.chatbotId,
            senderAddress: `tel:+86${mobile}`,
          },
          receipt.after * options.delayMs,
        );
      }
      const sent = simulatedUpstream(mobile, firstSuggestion(body.messageList as MessagePart[]));
      if (sent) {
        later(3 * options.delayMs, () =>
          post(
            `${options.callbackUrl(request.params.carrier)}/messageNotification/${encodeURIComponent(request.params.chatbotId)}/messages`,
            {
              messageId: randomUUID(),
              messageList: [{ ...sent, contentEncoding: 'utf8' }],
              dateTime: new Date().toISOString(),
              destinationAddress: request.params.chatbotId,
              senderAddress: `tel:+86${mobile}`,
              conversationId: body.conversationId,
              contributionId: randomUUID(),
              inReplyTo: body.contributionId,
            },
            1,
          ),
        );
      }
      return answer;
    },
  );

  /** What is wrong with a §9 request, as the spec's code; null when nothing is. */
  function messageProblem(body: Record<string, unknown>, chatbotId: string): Refusal | null {
    for (const field of ['messageId', 'senderAddress', 'conversationId', 'contributionId']) {
      if (typeof body[field] !== 'string' || body[field] === '')
        return refuse(20002, `缺少 ${field}`);
    }
    for (const field of ['smsSupported', 'storeSupported']) {
      if (typeof body[field] !== 'boolean') return refuse(20002, `缺少 ${field}`);
    }
    if (body.senderAddress !== chatbotId) return refuse(30008, 'chatbotId 与 senderAddress 不匹配');
    const to = body.destinationAddress;
    if (!Array.isArray(to) || to.length !== 1 || !/^tel:\+861\d{10}$/.test(String(to[0]))) {
      return refuse(20002, 'destinationAddress 须为一个 tel:+86 号码');
    }
    const capability = body.serviceCapability as { capabilityId?: string; version?: string }[];
    if (
      !Array.isArray(capability) ||
      capability[0]?.capabilityId !== 'ChatbotSA' ||
      !capability[0].version
    ) {
      return refuse(20002, 'serviceCapability 无效');
    }
    if (body.smsSupported && (typeof body.smsContent !== 'string' || body.smsContent === '')) {
      return refuse(20002, 'smsSupported 为 true 时 smsContent 不能为空');
    }
    const parts = body.messageList;
    if (!Array.isArray(parts) || parts.length === 0) return refuse(20002, '缺少 messageList');
    for (const part of parts as { contentType?: string; contentText?: unknown }[]) {
      const problem = partProblem(part);
      if (problem) return problem;
    }
    return null;
  }

  function partProblem({
    contentType,
    contentText,
  }: {
    contentType?: string;
    contentText?: unknown;
  }) {
    switch (contentType) {
      case 'text/plain':
        if (typeof contentText !== 'string' || contentText === '') return refuse(20002, '文本为空');
        return contentText.length > textMax ? refuse(40021, '不合法的文本长度') : null;
      case 'application/vnd.gsma.botmessage.v1.0+json':
      case 'application/vnd.gsma.botsuggestion.v1.0+json': {
        const errors = schemaErrors(contentText);
        if (errors.length > 0) return refuse(60001, `不合法的内容：${errors.join('; ')}`);
        return mediaProblem(contentText);
      }
      default:
        return refuse(40008, '不合法的消息类型');
    }
  }

  /** Every file a card references must be one uploaded here, with its real type and size. */
  function mediaProblem(content: unknown): Refusal | null {
    const json = JSON.stringify(content);
    for (const [, url] of json.matchAll(/"(?:mediaUrl|thumbnailUrl)":"([^"]+)"/g)) {
      if (!files.has(url!)) return refuse(40007, '不合法的媒体素材 url');
    }
    return null;
  }

  /** Runs `task` after `afterMs` unless the stand-in closes first. */
  function later(afterMs: number, task: () => Promise<void>) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void task();
    }, afterMs);
    timers.add(timer);
  }

  /** Sends one status report when it falls due. */
  function report(carrier: string, chatbotId: string, info: DeliveryInfo, afterMs: number) {
    later(afterMs, () =>
      post(
        `${options.callbackUrl(carrier)}/deliveryNotification/${encodeURIComponent(chatbotId)}/status`,
        { deliveryInfoList: [info] },
        1,
      ),
    );
  }

  /** POSTs to the chatbot's callback, signed (§6.2); tried again with backoff, as a platform does. */
  async function post(url: string, body: object, attempt: number): Promise<void> {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomUUID();
    try {
      const res = await http(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          signature: callbackSignature(options.callbackToken, timestamp, nonce),
          timestamp,
          nonce,
        },
        body: JSON.stringify(body),
      });
      if (res.ok) return;
    } catch {
      // unreachable: tried again below
    }
    if (attempt < 5) later(1000 * 2 ** attempt, () => post(url, body, attempt + 1));
  }

  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
  return app;
}
