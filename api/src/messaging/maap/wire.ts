import { createHash } from 'node:crypto';
import type { FailureCause } from '../../contract/sending-status.ts';
import { GatewayUnavailable, type DeliveryReceipt } from '../gateway.ts';
import type { GsmaMessage } from '../gsma.ts';

/**
 * What every carrier interface shares (5G消息业务平台行业客户接入接口技术规范 V1.0.4 for 中国电信 and
 * 中国联通, the same RCS/OMA terms in 中国移动's XML): addresses, message ids, return codes, status
 * reports and the media a message references.
 */

/** A mainland mobile number as the carriers address it. */
export const telUri = (mobile: string) => `tel:+86${mobile}`;

/**
 * Our message id (`taskId:seq`) as the UUID-shaped id the carriers expect, and back: the task id
 * in the first 16 hex digits, the sequence number in the last 12, so a status report needs no
 * lookup.
 */
export function carrierMessageId(messageId: string) {
  const [taskId, seq] = messageId.split(':');
  const task = BigInt(taskId!).toString(16).padStart(16, '0');
  const number = Number(seq).toString(16).padStart(12, '0');
  return `${task.slice(0, 8)}-${task.slice(8, 12)}-${task.slice(12)}-8000-${number}`;
}
function ourMessageId(carrierId: string): string | null {
  const match = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-8000-([0-9a-f]{12})$/i.exec(carrierId);
  if (!match) return null;
  return `${BigInt(`0x${match[1]}${match[2]}${match[3]}`)}:${Number.parseInt(match[4]!, 16)}`;
}

/** A stable UUID for a name (conversation and contribution ids derive from ours). */
export function uuidOf(name: string) {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const serviceCapability = {
  capabilityId: 'ChatbotSA',
  version: '+g.gsma.rcs.botversion="#=1"',
};

/** The §15.1 return codes a retry may cure: busy, flow control and sending quotas, expired tokens. */
const transientCodes = new Set([-1, -2, 30001, 30002, 30003, 30004, 45001]);
/** The §15.1 codes that say the access token is no longer good: fetch a new one and try again. */
export const tokenCodes = new Set([40001, 40014, 41001, 42001]);
/** The §15.1 codes that refuse one message for its recipient or its content. */
const refusalCauses: Record<number, FailureCause> = {
  46001: 'vacant',
  46002: 'vacant',
  46003: 'blacklist',
  60001: 'rejectedContent',
  70001: 'rejectedContent',
};

/**
 * What a §15.1 return code means for one message: accepted, to be retried (throws
 * `GatewayUnavailable`, the batch is handed over again with backoff), or failed with one of our
 * causes. A code the spec gives for a malformed request is our fault, never the customer's:
 * 运营商故障, refunded.
 */
export function outcomeOfReturnCode(code: number, message?: string): FailureCause | null {
  if (code === 0) return null;
  if (transientCodes.has(code) || tokenCodes.has(code)) {
    throw new GatewayUnavailable(`运营商平台返回${code}${message ? `（${message}）` : ''}`);
  }
  return refusalCauses[code] ?? 'carrierFault';
}

/** One §12 status report entry (deliveryInfoList item). */
export type DeliveryInfo = {
  messageId: string;
  status: string;
  errorCode?: number;
  errorMessage?: string;
  dateTime: string;
  destinationAddress: string;
  senderAddress: string;
};

/** §12's failure codes → our causes. */
const reportCauses: Record<number, FailureCause> = {
  1: 'vacant',
  2: 'terminal',
  3: 'rejectedContent',
  4: 'terminal',
  5: 'blacklist',
  6: 'rejectedContent',
};

/**
 * A §12 status report as our receipt: delivered → 5G, deliveredToNetwork → SMS fallback,
 * displayed → read, failed → its cause, revokeOk (taken back, §10) → failed as `revoked`. `sent`
 * and revokeFail (the message had reached the phone: its delivery report stands) say nothing new
 * (null), nor does a report of a message id that is not ours.
 */
export function receiptOf(info: DeliveryInfo): DeliveryReceipt | null {
  const messageId = ourMessageId(info.messageId);
  if (!messageId) return null;
  switch (info.status) {
    case 'delivered':
      return { messageId, state: 'delivered5g', cause: null };
    case 'deliveredToNetwork':
      return { messageId, state: 'deliveredSms', cause: null };
    case 'displayed':
      return { messageId, state: 'read', cause: null };
    case 'failed':
      return {
        messageId,
        state: 'failed',
        cause: reportCauses[info.errorCode ?? 0] ?? 'carrierFault',
      };
    case 'revokeOk':
      return { messageId, state: 'failed', cause: 'revoked' };
    default:
      return null;
  }
}

/** Every file a message references (media and thumbnails), by the URL we gave it. */
export function mediaUrlsOf(message: GsmaMessage): string[] {
  if (typeof message.body === 'string') return [];
  const body = message.body.message;
  const cards =
    'generalPurposeCard' in body
      ? [body.generalPurposeCard.content]
      : body.generalPurposeCardCarousel.content;
  return cards.flatMap((c) =>
    c.media ? [c.media.mediaUrl, ...(c.media.thumbnailUrl ? [c.media.thumbnailUrl] : [])] : [],
  );
}

/** The message with each of our file URLs replaced by the one the carrier returned for it. */
export function withCarrierMedia(
  message: GsmaMessage,
  carrierUrl: ReadonlyMap<string, string>,
): GsmaMessage {
  if (typeof message.body === 'string') return message;
  const swapped = <C extends GsmaCard>(card: C): C => {
    if (!card.media) return card;
    const { mediaUrl, thumbnailUrl } = card.media;
    return {
      ...card,
      media: {
        ...card.media,
        mediaUrl: carrierUrl.get(mediaUrl) ?? mediaUrl,
        ...(thumbnailUrl && { thumbnailUrl: carrierUrl.get(thumbnailUrl) ?? thumbnailUrl }),
      },
    };
  };
  const body = message.body.message;
  return {
    ...message,
    body: {
      message:
        'generalPurposeCard' in body
          ? {
              generalPurposeCard: {
                ...body.generalPurposeCard,
                content: swapped(body.generalPurposeCard.content),
              },
            }
          : {
              generalPurposeCardCarousel: {
                ...body.generalPurposeCardCarousel,
                content: body.generalPurposeCardCarousel.content.map(swapped),
              },
            },
    },
  };
}

type GsmaCard = { media?: { mediaUrl: string; thumbnailUrl?: string } };

/**
 * The signature a platform puts on each request to a chatbot's callback (§6.2): sha256 of token,
 * timestamp and nonce sorted and joined.
 */
export const callbackSignature = (token: string, timestamp: string, nonce: string) =>
  createHash('sha256').update([token, timestamp, nonce].sort().join('')).digest('hex');

/** What a recipient sent a chatbot (§11), as we keep it; see `upstreamOf`. */
export type UpstreamContent = {
  kind: 'text' | 'reply' | 'action' | 'location' | 'file';
  text: string;
  /** The postback data of the suggestion pressed (`card=2&button=1`, `chip=3`). */
  postback: string | null;
};

/** One `messageList` item of a §11 upstream message. */
type UpstreamPart = { contentType?: unknown; contentEncoding?: unknown; contentText?: unknown };

function decoded(part: UpstreamPart): unknown {
  if (part.contentEncoding !== 'base64' || typeof part.contentText !== 'string') {
    return part.contentText;
  }
  const text = Buffer.from(part.contentText, 'base64').toString('utf8');
  if (part.contentType === 'text/plain') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A §11.4.3 location (`geo:lat,lon;…;rcs-l=label`) as its label, else its coordinates. */
function locationText(geo: string) {
  const label = /;rcs-l=([^;]*)/.exec(geo)?.[1];
  if (label) {
    try {
      return decodeURIComponent(label);
    } catch {
      return label;
    }
  }
  return geo.slice('geo:'.length).split(';')[0]!;
}

/**
 * One §11 `messageList` item as what the recipient sent: free text, a location, a suggested
 * reply or action pressed (with its postback data), or a file (by its name). Shared client data
 * (§11.4.5) and anything unreadable are null: nothing a customer reads.
 */
export function upstreamOf(part: UpstreamPart): UpstreamContent | null {
  const content = decoded(part);
  switch (part.contentType) {
    case 'text/plain':
      if (typeof content !== 'string' || content === '') return null;
      return content.startsWith('geo:')
        ? { kind: 'location', text: locationText(content), postback: null }
        : { kind: 'text', text: content, postback: null };
    case 'application/vnd.gsma.botsuggestion.response.v1.0+json': {
      const response = (content as { response?: Record<string, unknown> } | undefined)?.response;
      for (const kind of ['reply', 'action'] as const) {
        const pressed = response?.[kind] as
          { displayText?: unknown; postback?: { data?: unknown } } | undefined;
        if (pressed && typeof pressed.displayText === 'string') {
          const data = pressed.postback?.data;
          return {
            kind,
            text: pressed.displayText,
            postback: typeof data === 'string' ? data : null,
          };
        }
      }
      return null;
    }
    case 'application/vnd.gsma.rcs-ft-http': {
      const files = Array.isArray(content)
        ? (content as { type?: unknown; fileName?: unknown }[])
        : [];
      const file = files.find((f) => f.type === 'file');
      return file ? { kind: 'file', text: String(file.fileName ?? '文件'), postback: null } : null;
    }
    default:
      return null;
  }
}

/** The mobile number of a `tel:+86…` address, or null. */
export function mobileOf(address: unknown): string | null {
  const match = typeof address === 'string' ? /^tel:\+86(1\d{10})$/.exec(address) : null;
  return match ? match[1]! : null;
}
