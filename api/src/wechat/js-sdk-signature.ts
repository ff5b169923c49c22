import { createHash } from 'node:crypto';

/** What WeChat signs for `wx.config`: the jsapi_ticket, a random string, the time and the page. */
export type JsSdkSignatureInput = {
  ticket: string;
  nonceStr: string;
  /** Seconds since the epoch, as `wx.config` takes it. */
  timestamp: number;
  /** The page's full address, without its `#` part. */
  url: string;
};

/**
 * The JS-SDK signature as WeChat documents it (JS-SDK appendix 1): the four fields named
 * `jsapi_ticket`, `noncestr`, `timestamp` and `url`, sorted by name, joined as `k=v&k=v` without
 * encoding, and the SHA-1 of that string in lower-case hex.
 */
export function jsSdkSignature({ ticket, nonceStr, timestamp, url }: JsSdkSignatureInput): string {
  const fields: Record<string, string> = {
    jsapi_ticket: ticket,
    noncestr: nonceStr,
    timestamp: String(timestamp),
    url: pageUrlForSignature(url),
  };
  const signed = Object.keys(fields)
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  return createHash('sha1').update(signed).digest('hex');
}

/** WeChat signs the page's address without its fragment: everything from `#` is dropped. */
export const pageUrlForSignature = (url: string) => url.split('#', 1)[0]!;
