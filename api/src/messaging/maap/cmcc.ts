import { createHash } from 'node:crypto';
import type { FailureCause } from '../../contract/sending-status.ts';
import { GatewayUnavailable, type OutboundMessage } from '../gateway.ts';
import type { GsmaMessage } from '../gsma.ts';
import {
  carrierRequest,
  messageByMessage,
  type CarrierSender,
  type SenderContext,
} from './sender.ts';
import {
  carrierMessageId,
  mediaUrlsOf,
  serviceCapability,
  telUri,
  uuidOf,
  withCarrierMedia,
} from './wire.ts';
import type { MaapAccount } from './ctcu.ts';

/**
 * 中国移动's CSP interface, XML over HTTPS (OMA REST NetAPI messaging, as China Mobile's public
 * client code shows it): each message is an `outboundMessageRequest` whose `outboundIMMessage`
 * carries the content in `bodyText`, multipart when chips travel with it, and the SMS fallback in
 * `rcsBodyText` with `fallbackSupported`. Every request is signed (Basic appId:sha256(sha256(key)
 * + date)); there is no token to fetch.
 */

const boundary = 'next';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

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
    part(
      'application/vnd.gsma.botsuggestion.v1.0+json',
      'Chiplist.lst',
      JSON.stringify(message.suggestedChipList),
    ),
  ];
  return {
    contentType: `multipart/mixed; boundary="${boundary}"`,
    bodyText: `--${boundary}\r\n${parts.join(`\r\n--${boundary}\r\n`)}\r\n--${boundary}--`,
  };
}

/** The XML request for one message. */
export function cmMessageRequest(message: OutboundMessage, chatbotUri: string) {
  const tel = telUri(message.mobile);
  const { contentType, bodyText } = cmBody(message.message);
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

export function cmSender(
  account: MaapAccount,
  context: SenderContext & {
    /** Our file URL as an absolute one the platform can fetch (see the api README). */
    publicUrl: (url: string) => string;
  },
  { concurrency = 16 }: { concurrency?: number } = {},
): CarrierSender {
  const http = context.fetch ?? fetch;

  async function sendOne(message: OutboundMessage, now: Date): Promise<FailureCause | null> {
    const chatbotUri = await context.chatbotUri(message);
    const media = new Map(mediaUrlsOf(message.message).map((u) => [u, context.publicUrl(u)]));
    const ready = { ...message, message: withCarrierMedia(message.message, media) };
    const date = now.toUTCString();
    const res = await carrierRequest(
      http,
      `${account.url.replace(/\/$/, '')}/messaging/v1/outbound/${encodeURIComponent(chatbotUri)}/requests`,
      {
        method: 'POST',
        headers: {
          authorization: cmAuthorization(account, date),
          date,
          'content-type': 'application/xml',
          accept: 'application/xml',
        },
        body: cmMessageRequest(ready, chatbotUri),
      },
    );
    // A signature refused at this moment (a clock out of step) may pass on the retry.
    if (res.status === 401) throw new GatewayUnavailable('运营商平台拒绝了请求签名');
    // A request the platform refuses is ours to mend, never the customer's fault.
    return res.status >= 400 ? 'carrierFault' : null;
  }

  return messageByMessage(sendOne, concurrency);
}
