import {
  GatewayUnavailable,
  submissionKey,
  type ChatbotInformation,
  type OutboundMessage,
  type RevokedMessage,
} from '../gateway.ts';
import type { GsmaMessage } from '../gsma.ts';
import { chatbotRegistration } from './chatbot-registration.ts';
import { materialReview } from './material-review.ts';
import {
  carrierHttp,
  messageByMessage,
  revokeByMessage,
  type CarrierSender,
  type SenderContext,
  type TemplateSubmission,
} from './sender.ts';
import {
  carrierMessageId,
  mediaUrlsOf,
  outcomeOfReturnCode,
  serviceCapability,
  telUri,
  tokenCodes,
  uuidOf,
  withCarrierMedia,
} from './wire.ts';
import { ctcuRevokeRequest } from './revoke.ts';

/**
 * 中国电信 and 中国联通: 5G消息业务平台行业客户接入接口技术规范 V1.0.4, JSON over HTTPS. The access
 * token (§6.1) is fetched once per chatbot and renewed before it expires or when the platform
 * says it is no longer good; each file is uploaded (§8.1, temporary) before the first message that
 * references it, which then carries the URL the platform returned; each message is one §9 request.
 * A chatbot's information (§7.2) is asked for when the platform notifies that it changed (§13.1).
 */
export type MaapAccount = {
  /** serverRoot, e.g. https://maap.example.cn/exampleAPI */
  url: string;
  appId: string;
  appKey: string;
  apiVersion?: string;
};

const reportRequest = ['sent', 'failed', 'delivered', 'displayed', 'deliveredToNetwork'];
/** How long the platform keeps a temporary file when it does not say (its rules say N days). */
const temporaryFileMs = 24 * 3600_000;
/** Renew a token, or upload a file again, this long before the platform says it expires. */
const tokenMarginMs = 5 * 60_000;

/** A message's §9 `messageList`: its content, and its chips as a part of their own. */
function messageList(gsma: GsmaMessage) {
  const main = { contentType: gsma.contentType, contentEncoding: 'utf8', contentText: gsma.body };
  const chips = gsma.suggestedChipList
    ? [
        {
          contentType: 'application/vnd.gsma.botsuggestion.v1.0+json',
          contentEncoding: 'utf8',
          contentText: gsma.suggestedChipList,
        },
      ]
    : [];
  return [main, ...chips];
}

/** The §9 request body for one message. */
export function ctcuMessageRequest(message: OutboundMessage, chatbotUri: string) {
  const { message: gsma } = message;
  return {
    messageId: carrierMessageId(message.messageId),
    messageList: messageList(gsma),
    destinationAddress: [telUri(message.mobile)],
    senderAddress: chatbotUri,
    serviceCapability: [serviceCapability],
    smsSupported: true,
    storeSupported: true,
    smsContent: gsma.fallbackSms,
    reportRequest,
    conversationId: uuidOf(`${chatbotUri}|${message.mobile}`),
    contributionId: uuidOf(message.messageId),
  };
}

type Token = { value: string; root: string; expiresAt: number };
type ApiAnswer = { errorCode?: number; errorMessage?: string };

export function ctcuSender(
  account: MaapAccount,
  context: SenderContext,
  { concurrency = 16 }: { concurrency?: number } = {},
): CarrierSender {
  const carrierRequest = carrierHttp(concurrency, context.fetch);
  const version = account.apiVersion ?? 'v1';
  const tokens = new Map<string, Promise<Token>>();
  /** Our file URL (without its signature) → the platform's URL and until when it holds it. */
  const uploaded = new Map<string, Promise<{ url: string; until: number }>>();
  const base = (root: string, chatbotUri: string) =>
    `${root.replace(/\/$/, '')}/bot/${version}/${encodeURIComponent(chatbotUri)}`;

  async function call(
    url: string,
    init: Parameters<typeof carrierRequest>[1],
  ): Promise<ApiAnswer & Record<string, unknown>> {
    const res = await carrierRequest(url, init);
    try {
      return JSON.parse(res.body) as ApiAnswer & Record<string, unknown>;
    } catch {
      throw new GatewayUnavailable(`运营商平台的应答无法解析（HTTP ${res.status}）`);
    }
  }

  async function fetchToken(chatbotUri: string, now: Date): Promise<Token> {
    const answer = await call(`${base(account.url, chatbotUri)}/accessToken`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        date: now.toUTCString(),
      },
      body: JSON.stringify({ appId: account.appId, appKey: account.appKey }),
    });
    if (answer.errorCode !== 0 || typeof answer.accessToken !== 'string') {
      throw new GatewayUnavailable(`获取accessToken失败（${answer.errorCode}）`);
    }
    const expires = typeof answer.expires === 'number' ? answer.expires : 7200;
    return {
      value: answer.accessToken,
      // The server to use next, when the platform names one (its sample says "xxxxxx").
      root:
        typeof answer.url === 'string' && /^https?:\/\//.test(answer.url)
          ? answer.url
          : account.url,
      expiresAt: now.getTime() + expires * 1000 - tokenMarginMs,
    };
  }

  /**
   * The chatbot's token: the one held while it is good, else a new one. Fetching one voids the
   * one before (§6.1), so a token the platform refused (`stale`) is renewed once however many
   * messages saw it refused.
   */
  async function token(chatbotUri: string, now: Date, stale?: string): Promise<Token> {
    const current = tokens.get(chatbotUri);
    if (current) {
      const held = await current.catch(() => null);
      if (held && held.value !== stale && held.expiresAt > now.getTime()) return held;
      if (tokens.get(chatbotUri) !== current) return token(chatbotUri, now, stale);
    }
    const next = fetchToken(chatbotUri, now);
    tokens.set(chatbotUri, next);
    next.catch(() => {
      if (tokens.get(chatbotUri) === next) tokens.delete(chatbotUri);
    });
    return next;
  }

  /** An authorised call; a token the platform no longer takes is renewed once. */
  async function authorised(
    chatbotUri: string,
    path: string,
    init: (token: string) => Parameters<typeof carrierRequest>[1],
    now: Date,
  ) {
    let stale: string | undefined;
    for (;;) {
      const held = await token(chatbotUri, now, stale);
      const answer = await call(`${base(held.root, chatbotUri)}${path}`, init(held.value));
      if (stale || !tokenCodes.has(answer.errorCode ?? 0)) return answer;
      stale = held.value;
    }
  }

  const headers = (token: string, now: Date) => ({
    authorization: `accessToken ${token}`,
    accept: 'application/json',
    date: now.toUTCString(),
  });

  /** §8.1: one of our files uploaded, by default as a temporary file under its own name. */
  async function upload(
    chatbotUri: string,
    url: string,
    now: Date,
    { mode = 'temp', fileName }: { mode?: 'temp' | 'perm'; fileName?: string } = {},
  ) {
    const file = await context.readMedia(url);
    const form = new FormData();
    form.append(
      'file',
      new Blob([file.bytes], { type: file.contentType }),
      fileName ?? file.fileName,
    );
    const answer = await authorised(
      chatbotUri,
      '/medias/upload',
      (t) => ({ method: 'POST', headers: { ...headers(t, now), uploadMode: mode }, body: form }),
      now,
    );
    const info = (answer.fileInfo as { url?: string; until?: string }[] | undefined)?.[0];
    if (answer.errorCode !== 0 || !info?.url) {
      outcomeOfReturnCode(answer.errorCode ?? -2, answer.errorMessage);
      throw new GatewayUnavailable(`素材上传失败（${answer.errorCode}）`);
    }
    return {
      url: info.url,
      until: info.until ? Date.parse(info.until) : now.getTime() + temporaryFileMs,
    };
  }

  /**
   * The platform's URL for one of our files: the permanent one of a material it approved, else
   * one uploaded once while the platform keeps it.
   */
  async function carrierUrl(chatbotUri: string, url: string, now: Date): Promise<string> {
    const key = `${chatbotUri} ${withoutQuery(url)}`;
    const current = uploaded.get(key);
    if (current) {
      const held = await current.catch(() => null);
      if (held && held.until - tokenMarginMs > now.getTime()) return held.url;
      if (uploaded.get(key) !== current) return carrierUrl(chatbotUri, url, now);
    }
    const next = (async () => {
      const kept = await context.carrierMediaUrl?.(url);
      return kept
        ? { url: kept, until: now.getTime() + temporaryFileMs }
        : upload(chatbotUri, url, now);
    })();
    uploaded.set(key, next);
    next.catch(() => {
      if (uploaded.get(key) === next) uploaded.delete(key);
    });
    return (await next).url;
  }

  async function carrierMedia(chatbotUri: string, message: GsmaMessage, now: Date) {
    const urls = mediaUrlsOf(message);
    if (urls.length === 0) return message;
    const map = new Map<string, string>();
    for (const url of urls) map.set(url, await carrierUrl(chatbotUri, url, now));
    return withCarrierMedia(message, map);
  }

  async function sendOne(message: OutboundMessage, now: Date) {
    const chatbotUri = await context.chatbotUri(message);
    const ready = { ...message, message: await carrierMedia(chatbotUri, message.message, now) };
    const answer = await authorised(
      chatbotUri,
      '/messages',
      (t) => ({
        method: 'POST',
        headers: { ...headers(t, now), 'content-type': 'application/json' },
        body: JSON.stringify(ctcuMessageRequest(ready, chatbotUri)),
      }),
      now,
    );
    return outcomeOfReturnCode(answer.errorCode ?? -2, answer.errorMessage);
  }

  /**
   * The template review of the carrier's interface (§14 leaves it to each carrier; the stand-in's
   * is `POST …/{chatbotUri}/templates`): its content as the §9 `messageList` and `smsContent`, our
   * submission key as `templateCode` so a retry gets the same `templateId` back.
   */
  async function submitTemplate(submission: TemplateSubmission, now: Date) {
    const { chatbotUri } = submission;
    // Entered on the management platform's service-account review; tried again after backoff.
    if (!chatbotUri) throw new GatewayUnavailable('服务号尚无该运营商的Chatbot ID');
    const message = await carrierMedia(chatbotUri, submission.message, now);
    const answer = await authorised(
      chatbotUri,
      '/templates',
      (t) => ({
        method: 'POST',
        headers: { ...headers(t, now), 'content-type': 'application/json' },
        body: JSON.stringify({
          templateCode: submissionKey(submission),
          messageList: messageList(message),
          smsContent: message.fallbackSms,
        }),
      }),
      now,
    );
    if (answer.errorCode === 0 && typeof answer.templateId === 'string') {
      return { ticket: answer.templateId };
    }
    // A template the platform refuses outright is tried again after backoff, its code kept as the
    // submission's last error for the operators.
    throw new GatewayUnavailable(
      `模板送审失败（${answer.errorCode}${answer.errorMessage ? `：${answer.errorMessage}` : ''}）`,
    );
  }

  const submitChatbot = chatbotRegistration({
    account,
    apiVersion: version,
    post: (url, body, now) =>
      call(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          date: now.toUTCString(),
        },
        body: JSON.stringify(body),
      }),
    postAs: (chatbotUri, path, body, now) =>
      authorised(
        chatbotUri,
        path,
        (t) => ({
          method: 'POST',
          headers: { ...headers(t, now), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
        now,
      ),
  });

  const submitMaterial = materialReview(async (chatbotUri, url, fileName, now) => {
    const held = await upload(chatbotUri, url, now, { mode: 'perm', fileName });
    return held.url;
  });
  /**
   * §7.2: the chatbot's information as the platform holds it. Its answer has no `errorCode` when
   * it gives the information; a refusal has one (retried when a retry may help).
   */
  async function chatbotInfo(chatbotUri: string, now: Date) {
    const answer = await authorised(
      chatbotUri,
      '/find/chatBotInfo',
      (t) => ({ method: 'GET', headers: headers(t, now) }),
      now,
    );
    const information = chatbotInformationOf(answer);
    if (!information) outcomeOfReturnCode(answer.errorCode ?? -2, answer.errorMessage);
    return information;
  }

  /** §10: accepted (0) or refused; a refused revoke leaves the message to run its course. */
  async function revokeOne(message: RevokedMessage, now: Date) {
    const chatbotUri = await context.chatbotUri(message);
    const answer = await authorised(
      chatbotUri,
      '/revoke',
      (t) => ({
        method: 'POST',
        headers: { ...headers(t, now), 'content-type': 'application/json' },
        body: JSON.stringify(ctcuRevokeRequest(message)),
      }),
      now,
    );
    outcomeOfReturnCode(answer.errorCode ?? -2, answer.errorMessage);
  }

  return {
    ...messageByMessage(sendOne, concurrency),
    submitTemplate,
    submitChatbot,
    submitMaterial,
    revoke: revokeByMessage(revokeOne, concurrency),
    chatbotInfo,
  };
}

/** What we use of a §7.2 answer (its `status`), or null when it gives none. */
function chatbotInformationOf(answer: Record<string, unknown>): ChatbotInformation | null {
  const { status } = answer;
  return status === 0 || status === 1 || status === 2 ? { status } : null;
}

const withoutQuery = (url: string) => url.split('?')[0]!;
