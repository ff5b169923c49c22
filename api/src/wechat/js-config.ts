import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { jsSdkSignature, pageUrlForSignature } from './js-sdk-signature.ts';
import { currentJsapiTicket } from './ticket-cache.ts';
import type { WechatTicketSource } from './ticket-source.ts';

/** The official account the service signs for, and where its tickets come from. */
export type WechatAccount = { appId: string; ticketSource: WechatTicketSource };

/** What `wx.config` takes besides the API list (spec §7: appId, timestamp, nonceStr, signature). */
export type WechatJsConfig = {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
};

/** A fresh random string for each signature, as WeChat asks (16 letters and digits). */
const newNonceStr = () => randomBytes(12).toString('base64url').slice(0, 16);

/** The JS-SDK configuration of the page at `url`, signed with the account's current ticket. */
export async function wechatJsConfig(
  db: Db,
  account: WechatAccount,
  url: string,
  now: Date,
  nonceStr: string = newNonceStr(),
): Promise<WechatJsConfig> {
  const ticket = await currentJsapiTicket(db, account.ticketSource, account.appId, now);
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    appId: account.appId,
    timestamp,
    nonceStr,
    signature: jsSdkSignature({ ticket, nonceStr, timestamp, url: pageUrlForSignature(url) }),
  };
}
