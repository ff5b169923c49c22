import http from 'node:http';
import https from 'node:https';
import type { FailureCause } from '../../contract/sending-status.ts';
import {
  GatewayUnavailable,
  type CarrierSubmission,
  type ChatbotInformation,
  type DeliveryReceipt,
  type OutboundMessage,
  type RevokedMessage,
} from '../gateway.ts';

/**
 * One carrier's interface for sending: hands each message over and returns a failure receipt for
 * each one the carrier refused outright (an unknown number, content it blocks); the rest are
 * answered later by its status reports. Throws `GatewayUnavailable` when a retry may help; the
 * messages it accepted before are not sent again on the retry.
 */
export type CarrierSender = {
  send(messages: readonly OutboundMessage[], now: Date): Promise<DeliveryReceipt[]>;
  /**
   * Hands a template to the carrier's review, where its interface has one; the ticket is the
   * template id the carrier issued, and its review result comes to our §13.3 callback. Submitting
   * the same template again returns the same id. Throws `GatewayUnavailable` when a retry may help.
   */
  submitTemplate?(submission: TemplateSubmission, now: Date): Promise<{ ticket: string }>;
  /**
   * Registers a service account with the carrier, where its interface takes registrations
   * (`chatbotRegistration`); the ticket is the account's chatbot id there, and the review result
   * comes to our §13.3 callback. Throws `GatewayUnavailable` when a retry may help.
   */
  submitChatbot?(submission: ChatbotSubmission, now: Date): Promise<{ ticket: string }>;
  /**
   * Hands a material to the carrier's review as a permanent file (§8.1); the ticket is the URL the
   * carrier returned for it, and the review result comes to our §13.3 callback (`media`).
   */
  submitMaterial?(submission: MaterialSubmission, now: Date): Promise<{ ticket: string }>;
  /**
   * Asks the carrier to take back each message (§10); its outcome comes with the status reports.
   * One the carrier refuses to take back runs its course. Throws `GatewayUnavailable` when a retry
   * may help.
   */
  revoke(messages: readonly RevokedMessage[], now: Date): Promise<void>;
  /**
   * The chatbot's information at the carrier (§7.2), where its interface has the query; null when
   * the carrier refused to answer. Throws `GatewayUnavailable` when a retry may help.
   */
  chatbotInfo?(chatbotUri: string, now: Date): Promise<ChatbotInformation | null>;
};
export type TemplateSubmission = Extract<CarrierSubmission, { subject: 'template' }>;
export type ChatbotSubmission = Extract<CarrierSubmission, { subject: 'chatbot' }>;
export type MaterialSubmission = Extract<CarrierSubmission, { subject: 'material' }>;

/** A file we hold, as a carrier's media upload takes it. */
type MediaFile = { bytes: Uint8Array<ArrayBuffer>; contentType: string; fileName: string };

/** How a sender reaches what it needs besides the message: its chatbot's URI and our files. */
export type SenderContext = {
  /** The chatbot URI (sip:…) the carrier issued for the message's service account. */
  chatbotUri: (message: Pick<OutboundMessage, 'chatbotUri'>) => Promise<string>;
  /** The bytes behind one of our file URLs. */
  readMedia: (url: string) => Promise<MediaFile>;
  /** The URL the carrier returned for the material behind one of our file URLs, if it approved it. */
  carrierMediaUrl?: (url: string) => Promise<string | null>;
  fetch?: typeof fetch;
};

/** Runs `task` on every item, at most `limit` at a time; after a failure no new item starts. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
) {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await task(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Message ids a carrier accepted, so a batch retried after a transient failure skips them (the
 * oldest are forgotten past `capacity`).
 */
function acceptedIds(capacity = 200_000) {
  const ids = new Set<string>();
  return {
    has: (id: string) => ids.has(id),
    add(id: string) {
      ids.add(id);
      if (ids.size > capacity) ids.delete(ids.values().next().value!);
    },
  };
}

/**
 * A sender for an interface that takes one message a request: at most `concurrency` requests at a
 * time; `sendOne` returns null when the carrier accepted the message, else the cause it refused
 * it with, and throws `GatewayUnavailable` when a retry may help.
 */
export function messageByMessage(
  sendOne: (message: OutboundMessage, now: Date) => Promise<FailureCause | null>,
  concurrency: number,
): Pick<CarrierSender, 'send'> {
  const accepted = acceptedIds();
  return {
    async send(messages, now) {
      const refused: DeliveryReceipt[] = [];
      await eachLimited(
        messages.filter((m) => !accepted.has(m.messageId)),
        concurrency,
        async (message) => {
          const cause = await sendOne(message, now);
          if (cause) refused.push({ messageId: message.messageId, state: 'failed', cause });
          else accepted.add(message.messageId);
        },
      );
      return refused;
    },
  };
}

/** Revokes message by message (§10 takes one a request), at most `concurrency` at a time. */
export const revokeByMessage =
  (revokeOne: (message: RevokedMessage, now: Date) => Promise<void>, concurrency: number) =>
  (messages: readonly RevokedMessage[], now: Date) =>
    eachLimited(messages, concurrency, (message) => revokeOne(message, now));

/** A carrier's answer to one request: its HTTP status and body. */
export type CarrierResponse = { status: number; body: string };
type CarrierRequest =
  | { method: 'POST'; headers: Record<string, string>; body: string | FormData }
  | { method: 'GET'; headers: Record<string, string>; body?: undefined };

/** A request the carrier has not answered in this long is given up (and retried with the batch). */
const requestTimeoutMs = 30_000;

/**
 * How a sender reaches its carrier: one request at a time, over at most `sockets` kept-alive
 * connections. Unreachable, timed out, flow control (429) and 5xx throw `GatewayUnavailable`.
 * A text body (or none) goes by `node:http`, which costs a fraction of `fetch`'s CPU per message; a form
 * (a media upload) goes by `fetch`, as does everything when a test gives its own.
 */
export function carrierHttp(sockets: number, fetchFor?: typeof fetch) {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: sockets }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: sockets }),
  };

  function overConnection(
    url: URL,
    init: { method: string; headers: Record<string, string> },
    body = '',
  ) {
    return new Promise<CarrierResponse>((resolve, reject) => {
      const request = (url.protocol === 'https:' ? https : http).request(
        url,
        {
          method: init.method,
          agent: agents[url.protocol as keyof typeof agents],
          headers: body
            ? { ...init.headers, 'content-length': String(Buffer.byteLength(body)) }
            : init.headers,
          timeout: requestTimeoutMs,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('应答超时')));
      request.on('error', reject);
      request.end(body);
    });
  }

  async function send(url: string, init: CarrierRequest): Promise<CarrierResponse> {
    if (fetchFor || init.body instanceof FormData) {
      const res = await (fetchFor ?? fetch)(url, init);
      return { status: res.status, body: await res.text() };
    }
    return overConnection(new URL(url), init, init.body);
  }

  return async function carrierRequest(url: string, init: CarrierRequest) {
    let res: CarrierResponse;
    try {
      res = await send(url, init);
    } catch (error) {
      throw new GatewayUnavailable(`运营商平台无法连接：${(error as Error).message}`);
    }
    if (res.status === 429 || res.status >= 500) {
      throw new GatewayUnavailable(`运营商平台返回HTTP ${res.status}`);
    }
    return res;
  };
}
