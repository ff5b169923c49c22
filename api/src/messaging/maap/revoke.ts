import type { RevokedMessage } from '../gateway.ts';
import { carrierMessageId, telUri } from './wire.ts';

/**
 * Taking back a message sent earlier (§10 撤回), as each carrier's interface asks for it. The
 * outcome comes later with the status reports: §12 `revokeOk` (taken back) or `revokeFail` (it
 * had reached the phone), 中国移动's `deliveryStatus` `Revoked` or `RevokeFailed`.
 */
type Revoked = Pick<RevokedMessage, 'messageId' | 'mobile'>;

/**
 * 中国电信 and 中国联通: the §10.4.1 body of `POST {serverRoot}/bot/{apiVersion}/{chatbotId}/revoke`,
 * one recipient a request (§10.4.2's several are not open yet).
 */
export const ctcuRevokeRequest = (message: Revoked) => ({
  messageId: carrierMessageId(message.messageId),
  status: 'RevokeRequested',
  destinationAddress: [telUri(message.mobile)],
});

/**
 * 中国移动 (its public client code shows no revoke, so this follows the OMA REST NetAPI messaging
 * its sends use): the message's status resource, `POST
 * {serverRoot}/messaging/v1/outbound/{chatbotUri}/requests/{messageId}/status`, updated to
 * `RevokeRequested` for its recipient.
 */
export const cmRevokePath = (chatbotUri: string, message: Pick<RevokedMessage, 'messageId'>) =>
  `/messaging/v1/outbound/${encodeURIComponent(chatbotUri)}/requests/${carrierMessageId(message.messageId)}/status`;

/** The body of 中国移动's revoke: a `messageStatusReport` naming the recipient. */
export const cmRevokeRequest = (message: Revoked) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<msg:messageStatusReport xmlns:msg="urn:oma:xml:rest:netapi:messaging:1">',
    `<address>${telUri(message.mobile)}</address>`,
    '<status>RevokeRequested</status>',
    '</msg:messageStatusReport>',
  ].join('');
