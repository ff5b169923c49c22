import { randomUUID, timingSafeEqual } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { FailureCause } from '../contract/sending-status.ts';
import {
  simulatedContentReview,
  simulatedReceipts,
  simulatedUpstream,
  type PressableSuggestion,
} from '../messaging/simulator.ts';
import {
  cmAuthorization,
  cmBodyParts,
  cmDeliveryNotification,
  cmInboundMessageNotification,
  cmTemplateContentType,
  type CmDeliveryStatus,
} from '../messaging/maap/cmcc.ts';
import { callbackSignature, type DeliveryInfo } from '../messaging/maap/wire.ts';
import {
  childText,
  escapeXml,
  parseXml,
  XmlError,
  type XmlElement,
} from '../messaging/maap/xml.ts';
import { chatbotRoutes } from './chatbots.ts';
import { callbackOutbox } from './outbox.ts';
import { reportSpam, standInNoticeRoutes } from './notifications.ts';
import { standInRevokeRoutes } from './revoke.ts';
import { schemaErrors } from './validation.ts';

/**
 * The MaaP stand-in: a 5G message platform of 中国电信 and 中国联通 as their interface spec
 * (5G消息业务平台行业客户接入接口技术规范 V1.0.4) describes it, and of 中国移动 on its XML
 * interface, over HTTP, in its own process. It answers §6.1 (access token), §8.1 (media upload),
 * §9 (messages) and §10 (revoke, `standInRevokeRoutes`) under `/{ct|cu}/bot/v1/…` and 中国移动's
 * `outboundMessageRequest` under `/cm/messaging/v1/outbound/{chatbotUri}/requests` (its content,
 * or the id of a template 中国移动 approved: `cmTemplateIds`), checks every request against the
 * spec and the RCC.07 schema (a malformed one gets the spec's §15.1 code, or 中国移动's service
 * exception), and later POSTs status reports to the chatbot's callback (§12 JSON, or 中国移动's
 * `deliveryInfoNotification`), signed as §6.2 says, and upstream messages (§11, or 中国移动's
 * `inboundMessageNotification`) from its simulated users, by the built-in simulator's rules (`simulatedReceipts`, `simulatedUpstream`, api
 * README). 中国电信 and 中国联通 also take templates for review (`…/{chatbotId}/templates`, the
 * carrier-specific interface §14 leaves open), each answered with a template id and, `delayMs`
 * later, a §13.3 review result by the simulator's content rule (`simulatedContentReview`), as
 * are permanent files (§8.1 `uploadMode: perm`, by their name), and register chatbots
 * (`chatbotRoutes`: the chatbot id issued, §7.1.1 information, §13.3 result, §7.2 information). Its §13.1 and
 * §13.2 notifications follow `standInNoticeRoutes`' rules.
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
  /**
   * The template ids 中国移动 approved (its interface has no review to submit to: the operator
   * enters the id at the platform review); a message sent by any other id is refused.
   */
  cmTemplateIds?: readonly string[];
};

const carriers = ['ct', 'cu'];
/** Our carrier codes, for the simulator's rules. */
const carrierCodes: Record<string, string> = { ct: 'ctcc', cu: 'cucc', cm: 'cmcc' };
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
const cmStatusOf: Record<keyof typeof statusOf, CmDeliveryStatus> = {
  delivered5g: 'DeliveredToTerminal',
  deliveredSms: 'DeliveredToNetwork',
  read: 'MessageDisplayed',
  failed: 'DeliveryImpossible',
};

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
/** What a 中国移动 request asks to send. */
type CmMessage = {
  messageId: string;
  mobile: string;
  parts: MessagePart[];
  conversationId: string;
  contributionId: string;
};
/**
 * A message id sent again within this long (and among the last `takenCapacity` taken) gets the
 * same answer and no new reports, as a retry after a timeout should; older ones are forgotten.
 */
const takenMs = 15 * 60_000;
const takenCapacity = 200_000;

/** Ids taken in the last `ttlMs`, at most `capacity` of them (the oldest forgotten first). */
function recentIds(capacity: number, ttlMs: number) {
  const ids = new Map<string, number>();
  let added = 0;
  return {
    /** False when the id was taken lately; else it is now. */
    add(id: string) {
      const now = Date.now();
      const at = ids.get(id);
      if (at !== undefined && now - at < ttlMs) return false;
      ids.delete(id);
      ids.set(id, now);
      // The oldest are looked at when there are too many, else once every so many.
      if (ids.size <= capacity && ++added % 1024 !== 0) return true;
      for (const [oldest, since] of ids) {
        if (ids.size <= capacity && now - since < ttlMs) break;
        ids.delete(oldest);
      }
      return true;
    },
    /** When the id was taken, while it is remembered. */
    at(id: string) {
      const at = ids.get(id);
      return at !== undefined && Date.now() - at < ttlMs ? at : undefined;
    },
  };
}
const refuse = (errorCode: number, errorMessage: string): Refusal => ({ errorCode, errorMessage });

export function buildStandIn(options: StandInOptions) {
  // Request bodies are read, never merged into other objects: JSON.parse alone, without the scan
  // of every body for `__proto__` and `constructor` keys.
  const app = Fastify({
    logger: false,
    bodyLimit: 12 * 1024 * 1024,
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
  });
  void app.register(fastifyMultipart, { limits: { fileSize: 11 * 1024 * 1024 } });
  const tokenSeconds = options.tokenSeconds ?? 7200;
  /** Tokens by chatbot: only the latest is good (fetching one voids the one before). */
  const tokens = new Map<string, { value: string; expiresAt: number }>();
  /** Files uploaded, by the URL given for them. */
  const files = new Map<string, { contentType: string; size: number }>();
  /** Message ids taken lately: sending one again gets the same answer and no new reports. */
  const taken = recentIds(takenCapacity, takenMs);
  const outbox = callbackOutbox({
    headers() {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const nonce = randomUUID();
      const signature = callbackSignature(options.callbackToken, timestamp, nonce);
      return { signature, timestamp, nonce };
    },
  });

  const notices = { outbox, callbackUrl: options.callbackUrl, delayMs: options.delayMs };

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
      if (mode === 'perm') {
        // A permanent file is reviewed (§13.3 `media`), by its name and the simulator's rule.
        const { carrier, chatbotId } = request.params;
        const { approved, reason } = simulatedContentReview(carrierCodes[carrier]!, file.filename);
        outbox.send(
          checkUrl(carrier, chatbotId),
          {
            type: 'media',
            result: approved ? 'pass' : 'fail',
            time: new Date().toISOString(),
            ...(reason && { description: reason }),
            remark: `url: ${url}`,
          },
          options.delayMs,
        );
      }
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
      if (!taken.add(messageId)) return answer;
      const mobile = (body.destinationAddress as string[])[0]!.slice('tel:+86'.length);
      const { carrier, chatbotId } = request.params;
      for (const receipt of simulatedReceipts(mobile)) {
        outbox.report(
          statusUrl(carrier, chatbotId),
          {
            messageId,
            status: statusOf[receipt.state],
            ...(receipt.cause && {
              errorCode: reportCode[receipt.cause] ?? -2,
              errorMessage: receipt.cause,
            }),
            dateTime: new Date().toISOString(),
            destinationAddress: chatbotId,
            senderAddress: `tel:+86${mobile}`,
          } satisfies DeliveryInfo,
          receipt.after * options.delayMs,
          messageId,
        );
      }
      reportSpam(notices, { carrier, chatbotId, messageId, mobile });
      const sent = simulatedUpstream(mobile, firstSuggestion(body.messageList as MessagePart[]));
      if (sent) {
        outbox.send(
          messagesUrl(carrier, chatbotId),
          {
            messageId: randomUUID(),
            messageList: [{ ...sent, contentEncoding: 'utf8' }],
            dateTime: new Date().toISOString(),
            destinationAddress: chatbotId,
            senderAddress: `tel:+86${mobile}`,
            conversationId: body.conversationId,
            contributionId: randomUUID(),
            inReplyTo: body.contributionId,
          },
          3 * options.delayMs,
          messageId,
        );
      }
      return answer;
    },
  );

  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  /** 中国移动's refusal of a request: an OMA service exception (SVC…) or policy one (POL…). */
  function cmRefuse(reply: FastifyReply, status: number, id: string, text: string) {
    const kind = id.startsWith('POL') ? 'policyException' : 'serviceException';
    return reply
      .code(status)
      .type('application/xml')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?><common:requestError xmlns:common="urn:oma:xml:rest:netapi:common:1"><${kind}><messageId>${id}</messageId><text>${escapeXml(text)}</text></${kind}></common:requestError>`,
      );
  }

  /** True when the request is signed `Basic appId:sha256(sha256(appKey) + date)` for its date. */
  function cmSigned(request: FastifyRequest) {
    const { date, authorization } = request.headers;
    if (typeof date !== 'string' || typeof authorization !== 'string') return false;
    const expected = Buffer.from(cmAuthorization(options, date));
    const given = Buffer.from(authorization);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  app.post<{ Params: { chatbotUri: string }; Body: unknown }>(
    '/cm/messaging/v1/outbound/:chatbotUri/requests',
    async (request, reply) => {
      if (!cmSigned(request)) return cmRefuse(reply, 401, 'POL0001', '请求签名校验失败');
      if (typeof request.body !== 'string' || request.body.trim() === '') {
        return cmRefuse(reply, 400, 'SVC0001', '请求须为 XML 的 outboundMessageRequest');
      }
      const { chatbotUri } = request.params;
      let read: CmMessage | Refusal;
      try {
        read = cmMessage(parseXml(request.body), chatbotUri);
      } catch (error) {
        if (!(error instanceof XmlError)) throw error;
        return cmRefuse(reply, 400, 'SVC0001', `XML 无法解析：${error.message}`);
      }
      if ('errorCode' in read) return cmRefuse(reply, 400, 'SVC0002', read.errorMessage);
      const { messageId, mobile, parts } = read;
      const resource = `${request.protocol}://${request.host}/cm/messaging/v1/outbound/${encodeURIComponent(chatbotUri)}/requests/${messageId}`;
      if (taken.add(messageId)) {
        for (const receipt of simulatedReceipts(mobile)) {
          const xml = cmDeliveryNotification({
            address: `tel:+86${mobile}`,
            messageId,
            deliveryStatus: cmStatusOf[receipt.state],
            ...(receipt.cause && { description: String(reportCode[receipt.cause] ?? 0) }),
            timeStamp: new Date().toISOString(),
          });
          outbox.send(statusUrl('cm', chatbotUri), xml, receipt.after * options.delayMs, messageId);
        }
        reportSpam(notices, { carrier: 'cm', chatbotId: chatbotUri, messageId, mobile });
        const sent = simulatedUpstream(mobile, firstSuggestion(parts));
        if (sent) {
          const xml = cmInboundMessageNotification({
            chatbotUri,
            address: `tel:+86${mobile}`,
            messageId: randomUUID(),
            contentType: sent.contentType,
            bodyText:
              typeof sent.contentText === 'string'
                ? sent.contentText
                : JSON.stringify(sent.contentText),
            conversationId: read.conversationId,
            contributionId: randomUUID(),
            inReplyToContributionId: read.contributionId,
            dateTime: new Date().toISOString(),
          });
          outbox.send(messagesUrl('cm', chatbotUri), xml, 3 * options.delayMs, messageId);
        }
      }
      return reply
        .code(201)
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?><msg:resourceReference xmlns:msg="urn:oma:xml:rest:netapi:messaging:1"><resourceURL>${escapeXml(resource)}</resourceURL></msg:resourceReference>`,
        );
    },
  );

  /**
   * What a 中国移动 `outboundMessageRequest` asks to send (its message id, recipient and content
   * parts), or what is wrong with it.
   */
  function cmMessage(root: XmlElement, chatbotUri: string): CmMessage | Refusal {
    if (root.name !== 'msg:outboundMessageRequest') {
      return refuse(20002, '根元素应为 msg:outboundMessageRequest');
    }
    const to = childText(root, 'destinationAddress');
    if (!to || !/^tel:\+861\d{10}$/.test(to) || childText(root, 'address') !== to) {
      return refuse(20002, 'address 与 destinationAddress 须为同一个 tel:+86 号码');
    }
    if (childText(root, 'senderAddress') !== chatbotUri) {
      return refuse(30008, 'chatbotId 与 senderAddress 不匹配');
    }
    const message = root.children.find((c) => c.name === 'outboundIMMessage');
    if (!message) return refuse(20002, '缺少 outboundIMMessage');
    for (const field of [
      'contentType',
      'bodyText',
      'messageId',
      'conversationID',
      'contributionID',
    ]) {
      if (!childText(message, field)) return refuse(20002, `缺少 ${field}`);
    }
    const capability = message.children.find((c) => c.name === 'serviceCapability');
    if (
      !capability ||
      childText(capability, 'capabilityId') !== 'ChatbotSA' ||
      !childText(capability, 'version')
    ) {
      return refuse(20002, 'serviceCapability 无效');
    }
    const fallback = childText(message, 'fallbackSupported');
    if (fallback !== undefined && fallback !== 'true' && fallback !== 'false') {
      return refuse(20002, 'fallbackSupported 须为 true 或 false');
    }
    if (fallback === 'true' && !childText(message, 'rcsBodyText')) {
      return refuse(20002, 'fallbackSupported 为 true 时 rcsBodyText 不能为空');
    }
    const contentType = childText(message, 'contentType')!;
    const bodyText = childText(message, 'bodyText')!;
    const parts: MessagePart[] = [];
    if (contentType === cmTemplateContentType) {
      const problem = cmTemplateProblem(bodyText);
      if (problem) return problem;
    } else {
      for (const part of cmBodyParts(contentType, bodyText)) {
        let contentText: unknown = part.content;
        if (part.contentType !== 'text/plain') {
          try {
            contentText = JSON.parse(part.content) as unknown;
          } catch {
            return refuse(20002, `${part.contentType} 分段不是 JSON`);
          }
        }
        const problem = partProblem({ contentType: part.contentType, contentText }, publicMedia);
        if (problem) return problem;
        parts.push({ contentType: part.contentType, contentText });
      }
    }
    return {
      messageId: childText(message, 'messageId')!,
      mobile: to.slice('tel:+86'.length),
      parts,
      conversationId: childText(message, 'conversationID')!,
      contributionId: childText(message, 'contributionID')!,
    };
  }

  /**
   * What is wrong with the `bodyText` of a message sent by a template's id (`{"templateID"}`, and
   * `variables` by name): an id 中国移动 has not approved is refused like any other bad value.
   */
  function cmTemplateProblem(bodyText: string): Refusal | null {
    let body: { templateID?: unknown; variables?: unknown };
    try {
      body = JSON.parse(bodyText) as typeof body;
    } catch {
      return refuse(20002, `${cmTemplateContentType} 的 bodyText 不是 JSON`);
    }
    if (typeof body.templateID !== 'string' || body.templateID === '') {
      return refuse(20002, '缺少 templateID');
    }
    const { variables } = body;
    if (
      variables !== undefined &&
      (typeof variables !== 'object' ||
        variables === null ||
        Object.values(variables).some((v) => typeof v !== 'string'))
    ) {
      return refuse(20002, 'variables 须为变量名到取值的对象');
    }
    return cmTemplateIds.has(body.templateID) ? null : refuse(20002, '模板ID不存在或未审核通过');
  }
  const cmTemplateIds = new Set(options.cmTemplateIds ?? []);

  /** Templates submitted for review, by chatbot and `templateCode`: the id issued for each. */
  const templateIds = new Map<string, string>();

  app.post<{ Params: Params; Body: Record<string, unknown> }>(
    '/:carrier/bot/:version/:chatbotId/templates',
    async (request, reply) => {
      if (!known(request, reply)) return reply;
      const denied = authorise(request);
      if (denied) return denied;
      const body = request.body;
      if (!body || typeof body !== 'object') return refuse(44002, 'POST 的数据包为空');
      const { templateCode, messageList, smsContent } = body;
      if (typeof templateCode !== 'string' || templateCode === '') {
        return refuse(20002, '缺少 templateCode');
      }
      if (typeof smsContent !== 'string' || smsContent === '') {
        return refuse(20002, '缺少 smsContent');
      }
      if (!Array.isArray(messageList) || messageList.length === 0) {
        return refuse(20002, '缺少 messageList');
      }
      for (const part of messageList as MessagePart[]) {
        const problem = partProblem(part, uploadedMedia);
        if (problem) return problem;
      }
      const { carrier, chatbotId } = request.params;
      const key = `${carrier} ${chatbotId} ${templateCode}`;
      const issued = templateIds.get(key);
      if (issued) return { templateId: issued, errorCode: 0, errorMessage: 'success' };
      const templateId = randomUUID();
      templateIds.set(key, templateId);
      const { approved, reason } = simulatedContentReview(
        carrierCodes[carrier]!,
        JSON.stringify([messageList, smsContent]),
      );
      outbox.send(
        checkUrl(carrier, chatbotId),
        {
          type: 'template',
          result: approved ? 'pass' : 'fail',
          time: new Date().toISOString(),
          ...(reason && { description: reason }),
          remark: `templateId: ${templateId}`,
        },
        options.delayMs,
      );
      return { templateId, errorCode: 0, errorMessage: 'success' };
    },
  );

  const chatbots = chatbotRoutes(app, {
    credentials: options,
    carrierCode: (carrier) => (carriers.includes(carrier) ? carrierCodes[carrier] : undefined),
    authorise,
    review: (carrier, chatbotId, result) =>
      outbox.send(checkUrl(carrier, chatbotId), result, options.delayMs),
  });
  standInNoticeRoutes(app, { ...notices, setStatus: chatbots.setStatus });

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
    for (const part of parts as MessagePart[]) {
      const problem = partProblem(part, uploadedMedia);
      if (problem) return problem;
    }
    return null;
  }

  /**
   * What is wrong with one content part, as the spec's code; `media` checks the files a card
   * references (uploaded here for 中国电信 and 中国联通, public URLs for 中国移动).
   */
  function partProblem(
    { contentType, contentText }: MessagePart,
    media: (url: string) => boolean,
  ): Refusal | null {
    switch (contentType) {
      case 'text/plain':
        if (typeof contentText !== 'string' || contentText === '') return refuse(20002, '文本为空');
        return contentText.length > textMax ? refuse(40021, '不合法的文本长度') : null;
      case 'application/vnd.gsma.botmessage.v1.0+json':
      case 'application/vnd.gsma.botsuggestion.v1.0+json': {
        const errors = schemaErrors(contentText);
        if (errors.length > 0) return refuse(60001, `不合法的内容：${errors.join('; ')}`);
        const json = JSON.stringify(contentText);
        for (const [, url] of json.matchAll(/"(?:mediaUrl|thumbnailUrl)":"([^"]+)"/g)) {
          if (!media(url!)) return refuse(40007, '不合法的媒体素材 url');
        }
        return null;
      }
      default:
        return refuse(40008, '不合法的消息类型');
    }
  }
  /** A file uploaded here (§8.1). */
  const uploadedMedia = (url: string) => files.has(url);
  /** A file 中国移动's platform fetches itself: an absolute http(s) URL. */
  const publicMedia = (url: string) => /^https?:\/\/[^/]/.test(url);

  const messagesUrl = (carrier: string, chatbotId: string) =>
    `${options.callbackUrl(carrier)}/messageNotification/${encodeURIComponent(chatbotId)}/messages`;
  const statusUrl = (carrier: string, chatbotId: string) =>
    `${options.callbackUrl(carrier)}/deliveryNotification/${encodeURIComponent(chatbotId)}/status`;
  const checkUrl = (carrier: string, chatbotId: string) =>
    `${options.callbackUrl(carrier)}/notifyInfoNotification/${encodeURIComponent(chatbotId)}/check`;

  standInRevokeRoutes(app, {
    delayMs: options.delayMs,
    outbox,
    sentAt: (messageId) => taken.at(messageId),
    statusUrl,
    known,
    authorise,
    cmSigned,
    cmRefuse,
  });
  app.addHook('onClose', async () => outbox.close());
  return app;
}
