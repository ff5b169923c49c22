import { createHash } from 'node:crypto';
import type { FailureCause } from '../../contract/sending-status.ts';
import {
  GatewayUnavailable,
  type CarrierTemplate,
  type OutboundMessage,
  type RevokedMessage,
} from '../gateway.ts';
import type { GsmaMessage } from '../gsma.ts';
import {
  carrierHttp,
  messageByMessage,
  revokeByMessage,
  type CarrierSender,
  type SenderContext,
} from './sender.ts';
import { cmRevokePath, cmRevokeRequest } from './revoke.ts';
import {
  carrierMessageId,
  mediaUrlsOf,
  serviceCapability,
  telUri,
  uuidOf,
  withCarrierMedia,
  type DeliveryInfo,
} from './wire.ts';
import type { MaapAccount } from './ctcu.ts';
import { childrenNamed, childText, escapeXml, parseXml, XmlError } from './xml.ts';

/**
 * 中国移动's CSP interface, XML over HTTPS (OMA REST NetAPI messaging, as China Mobile's public
 * client code shows it): each message is an `outboundMessageRequest` whose `outboundIMMessage`
 * carries the content in `bodyText`, multipart when chips travel with it, and the SMS fallback in
 * `rcsBodyText` with `fallbackSupported`. Every request is signed (Basic appId:sha256(sha256(key)
 * + date)); there is no token to fetch.
 */

const boundary = 'next';
const suggestionType = 'application/vnd.gsma.botsuggestion.v1.0+json';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** The Authorization header for a request sent at `date` (an HTTP date). */
export function cmAuthorization(account: Pick<MaapAccount, 'appId' | 'appKey'>, date: string) {
  const signed = sha256(sha256(account.appKey) + date);
  return `Basic ${Buffer.from(`${account.appId}:${signed}`).toString('base64')}`;
}

/** One MIME part of a multipart `bodyText`. */
function part(contentType: string, fileName: string, content: string) {
  return [
    `Content-Type: ${contentType}`,
    `Content-Disposition: inline; filename="${fileName}"`,
    `Content-Length: ${Buffer.byteLength(content)}`,
    '',
    content,
  ].join('\r\n');
}

/** `contentType` and `bodyText` of a message: the content alone, or it and its chips as multipart. */
function cmBody(message: GsmaMessage) {
  const content = typeof message.body === 'string' ? message.body : JSON.stringify(message.body);
  if (!message.suggestedChipList) return { contentType: message.contentType, bodyText: content };
  const parts = [
    part(message.contentType, 'Message', content),
    part(suggestionType, 'Chiplist.lst', JSON.stringify(message.suggestedChipList)),
  ];
  return {
    contentType: `multipart/mixed; boundary="${boundary}"`,
    bodyText: `--${boundary}\r\n${parts.join(`\r\n--${boundary}\r\n`)}\r\n--${boundary}--`,
  };
}

/** One part of a multipart `bodyText`: its content type and content. */
type CmBodyPart = { contentType: string; content: string };

/**
 * The parts of a `bodyText` as `cmBody` writes them: one part for a single content type, else
 * each MIME part of the multipart body, its `Content-Length` checked. Throws `XmlError` for a
 * body that is not well formed.
 */
export function cmBodyParts(contentType: string, bodyText: string): CmBodyPart[] {
  const multipart = /^multipart\/mixed;\s*boundary="?([^";]+)"?$/i.exec(contentType);
  if (!multipart) return [{ contentType, content: bodyText }];
  const delimiter = `--${multipart[1]}`;
  const sections = bodyText.split(`\r\n${delimiter}`);
  const first = sections.shift()!;
  if (!first.startsWith(delimiter) || sections.pop() !== '--') {
    throw new XmlError('multipart 正文的分隔符不完整');
  }
  return [first.slice(delimiter.length), ...sections].map((section) => {
    const split = section.indexOf('\r\n\r\n');
    if (!section.startsWith('\r\n') || split < 0) throw new XmlError('multipart 分段缺少头域');
    const headers = new Map(
      section
        .slice(2, split)
        .split('\r\n')
        .map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
    );
    const content = section.slice(split + 4);
    const type = headers.get('content-type');
    if (!type) throw new XmlError('multipart 分段缺少 Content-Type');
    const length = headers.get('content-length');
    if (length !== undefined && Number(length) !== Buffer.byteLength(content)) {
      throw new XmlError('multipart 分段的 Content-Length 与内容不符');
    }
    return { contentType: type, content };
  });
}

/** The content type of a message sent by the id of a template 中国移动 approved. */
export const cmTemplateContentType = 'static-template';

/**
 * `contentType` and `bodyText` of a message sent by an approved template's id: `{"templateID"}`
 * as China Mobile's public client code sends it, with the recipient's values of the template's
 * variables (`variables`, by name) when it has any.
 */
function cmTemplateBody({ id, variables }: CarrierTemplate) {
  return {
    contentType: cmTemplateContentType,
    bodyText: JSON.stringify({
      templateID: id,
      ...(Object.keys(variables).length > 0 && { variables }),
    }),
  };
}

/** The XML request for one message: its content, or the id of the template 中国移动 approved. */
export function cmMessageRequest(message: OutboundMessage, chatbotUri: string) {
  const tel = telUri(message.mobile);
  const { contentType, bodyText } = message.carrierTemplate
    ? cmTemplateBody(message.carrierTemplate)
    : cmBody(message.message);
  const element = (name: string, value: string) => `<${name}>${value}</${name}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<msg:outboundMessageRequest xmlns:msg="urn:oma:xml:rest:netapi:messaging:1">',
    element('address', tel),
    element('destinationAddress', tel),
    element('senderAddress', escapeXml(chatbotUri)),
    '<outboundIMMessage>',
    element('contentType', escapeXml(contentType)),
    element('conversationID', uuidOf(`${chatbotUri}|${message.mobile}`)),
    element('contributionID', uuidOf(message.messageId)),
    element(
      'serviceCapability',
      element('capabilityId', serviceCapability.capabilityId) +
        element('version', escapeXml(serviceCapability.version)),
    ),
    element('messageId', carrierMessageId(message.messageId)),
    element('reportRequest', 'Delivered'),
    element('reportRequest', 'Displayed'),
    element('reportRequest', 'Failed'),
    element('bodyText', cdata(bodyText)),
    element('fallbackSupported', 'true'),
    element('fallbackContentType', 'text/plain'),
    element('fallbackContentEncoding', 'utf8'),
    element('rcsBodyText', cdata(message.message.fallbackSms)),
    element('storeSupported', 'true'),
    '</outboundIMMessage>',
    element('clientCorrelator', carrierMessageId(message.messageId)),
    '</msg:outboundMessageRequest>',
  ].join('');
}

/** A well-formed document that is not the notification expected, or lacks a mandatory field. */
export class CmPayloadError extends Error {
  override name = 'CmPayloadError';
}

/** 中国移动's delivery statuses (OMA messaging) as the §12 statuses `receiptOf` reads. */
const cmStatuses = {
  DeliveredToTerminal: 'delivered',
  DeliveredToNetwork: 'deliveredToNetwork',
  MessageDisplayed: 'displayed',
  DeliveryImpossible: 'failed',
  Revoked: 'revokeOk',
  RevokeFailed: 'revokeFail',
} as const;
export type CmDeliveryStatus = keyof typeof cmStatuses;

/** One status report as 中国移动's platform POSTs it: a `deliveryInfoNotification`. */
export function cmDeliveryNotification(report: {
  address: string;
  messageId: string;
  deliveryStatus: CmDeliveryStatus;
  /** For `DeliveryImpossible`: the §12 failure code (1 空号 … 6), else the platform's own text. */
  description?: string;
  timeStamp: string;
}) {
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<msg:deliveryInfoNotification xmlns:msg="urn:oma:xml:rest:netapi:messaging:1">',
    '<deliveryInfo>',
    element('address', report.address),
    element('messageId', report.messageId),
    element('deliveryStatus', report.deliveryStatus),
    ...(report.description === undefined ? [] : [element('description', report.description)]),
    element('timeStamp', report.timeStamp),
    '</deliveryInfo>',
    '</msg:deliveryInfoNotification>',
  ].join('');
}

/**
 * The entries of a `deliveryInfoNotification` for `chatbotUri`, as §12 entries (so one reader
 * turns both platforms' reports into receipts): a status this interface does not name is kept as
 * it came (`receiptOf` ignores it). Throws `XmlError` for a document that does not parse,
 * `CmPayloadError` for one that is not this notification or whose
 * entries lack `address`, `messageId` or `deliveryStatus` (`CmPayloadError`).
 */
export function cmDeliveryInfos(xml: string, chatbotUri: string): DeliveryInfo[] {
  const root = parseXml(xml);
  if (root.name.replace(/^\w+:/, '') !== 'deliveryInfoNotification') {
    throw new CmPayloadError('根元素应为 deliveryInfoNotification');
  }
  const entries = childrenNamed(root, 'deliveryInfo');
  if (entries.length === 0) throw new CmPayloadError('缺少 deliveryInfo');
  return entries.map((entry) => {
    const [address, messageId, status] = ['address', 'messageId', 'deliveryStatus'].map(
      (name) => childText(entry, name)?.trim() ?? '',
    ) as [string, string, string];
    if (!address || !messageId || !status) {
      throw new CmPayloadError('deliveryInfo 须有 address、messageId 与 deliveryStatus');
    }
    const description = childText(entry, 'description')?.trim();
    const code = description && /^\d+$/.test(description) ? Number(description) : undefined;
    return {
      messageId,
      status: cmStatuses[status as CmDeliveryStatus] ?? status,
      ...(code !== undefined && { errorCode: code }),
      ...(description && { errorMessage: description }),
      dateTime: childText(entry, 'timeStamp')?.trim() ?? '',
      destinationAddress: chatbotUri,
      senderAddress: address,
    };
  });
}

/** One upstream message as 中国移动's platform POSTs it: an `inboundMessageNotification`. */
export function cmInboundMessageNotification(message: {
  chatbotUri: string;
  address: string;
  messageId: string;
  contentType: string;
  /** Text as it is; JSON content (a suggestion pressed) as its JSON text. */
  bodyText: string;
  conversationId: string;
  contributionId: string;
  inReplyToContributionId?: string;
  dateTime: string;
}) {
  const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<msg:inboundMessageNotification xmlns:msg="urn:oma:xml:rest:netapi:messaging:1">',
    '<inboundMessage>',
    element('destinationAddress', message.chatbotUri),
    element('senderAddress', message.address),
    element('messageId', message.messageId),
    element('dateTime', message.dateTime),
    element('contentType', message.contentType),
    element('conversationID', message.conversationId),
    element('contributionID', message.contributionId),
    ...(message.inReplyToContributionId
      ? [element('inReplyToContributionID', message.inReplyToContributionId)]
      : []),
    `<bodyText>${cdata(message.bodyText)}</bodyText>`,
    '</inboundMessage>',
    '</msg:inboundMessageNotification>',
  ].join('');
}

/**
 * An `inboundMessageNotification` as a §11 entry (`messageId`, `senderAddress`, `messageList`
 * with the content, JSON parts parsed), so one reader keeps both platforms' upstream messages.
 * Throws `XmlError` for a document that does not parse, `CmPayloadError` for one that is not this
 * notification or lacks `messageId`, `senderAddress`, `contentType` or `bodyText`.
 */
export function cmInboundMessage(xml: string) {
  const root = parseXml(xml);
  if (root.name.replace(/^\w+:/, '') !== 'inboundMessageNotification') {
    throw new CmPayloadError('根元素应为 inboundMessageNotification');
  }
  const message = root.children.find((c) => c.name === 'inboundMessage');
  const [messageId, senderAddress, contentType, bodyText] = [
    'messageId',
    'senderAddress',
    'contentType',
    'bodyText',
  ].map((name) => (message ? (childText(message, name) ?? '') : ''));
  if (!message || !messageId || !senderAddress || !contentType || !bodyText) {
    throw new CmPayloadError(
      'inboundMessage 须有 messageId、senderAddress、contentType 与 bodyText',
    );
  }
  let contentText: unknown = bodyText;
  if (contentType !== 'text/plain') {
    try {
      contentText = JSON.parse(bodyText) as unknown;
    } catch {
      throw new XmlError(`${contentType} 的 bodyText 不是 JSON`);
    }
  }
  return {
    messageId: messageId.trim(),
    senderAddress: senderAddress.trim(),
    dateTime: childText(message, 'dateTime')?.trim() ?? '',
    messageList: [{ contentType: contentType.trim(), contentText }],
  };
}

export function cmSender(
  account: MaapAccount,
  context: SenderContext & {
    /** Our file URL as an absolute one the platform can fetch (see the api README). */
    publicUrl: (url: string) => string;
  },
  { concurrency = 16 }: { concurrency?: number } = {},
): CarrierSender {
  const carrierRequest = carrierHttp(concurrency, context.fetch);

  const root = account.url.replace(/\/$/, '');
  const signed = (now: Date) => {
    const date = now.toUTCString();
    return {
      authorization: cmAuthorization(account, date),
      date,
      'content-type': 'application/xml',
      accept: 'application/xml',
    };
  };

  async function sendOne(message: OutboundMessage, now: Date): Promise<FailureCause | null> {
    const chatbotUri = await context.chatbotUri(message);
    const media = new Map(mediaUrlsOf(message.message).map((u) => [u, context.publicUrl(u)]));
    const ready = { ...message, message: withCarrierMedia(message.message, media) };
    const res = await carrierRequest(
      `${root}/messaging/v1/outbound/${encodeURIComponent(chatbotUri)}/requests`,
      { method: 'POST', headers: signed(now), body: cmMessageRequest(ready, chatbotUri) },
    );
    // A signature refused at this moment (a clock out of step) may pass on the retry.
    if (res.status === 401) throw new GatewayUnavailable('运营商平台拒绝了请求签名');
    // A request the platform refuses is ours to mend, never the customer's fault.
    return res.status >= 400 ? 'carrierFault' : null;
  }

  /** A revoke the platform refuses (other than its signature) leaves the message to run its course. */
  async function revokeOne(message: RevokedMessage, now: Date) {
    const chatbotUri = await context.chatbotUri(message);
    const res = await carrierRequest(`${root}${cmRevokePath(chatbotUri, message)}`, {
      method: 'POST',
      headers: signed(now),
      body: cmRevokeRequest(message),
    });
    if (res.status === 401) throw new GatewayUnavailable('运营商平台拒绝了请求签名');
  }

  return {
    ...messageByMessage(sendOne, concurrency),
    revoke: revokeByMessage(revokeOne, concurrency),
  };
}
