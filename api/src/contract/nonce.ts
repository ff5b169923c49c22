import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';

/** The request header carrying the nonce (spec §7). */
export const nonceHeader = 'nonce';

/** How far a nonce's timestamp may be from the server's clock, either way. */
export const nonceWindowMs = 5 * 60 * 1000;

const keyOf = (token: string) => token.slice(-24);

/**
 * Client side: a random, timestamped string encrypted with the last 24 characters of the token as
 * key, so only the token's holder can make one and each can be used once.
 */
export function createNonce(token: string, now = Date.now(), random = crypto.randomUUID()): string {
  return AES.encrypt(`${now}-${random}`, keyOf(token)).toString();
}

/** Server side: the nonce's plain text and timestamp, or null when it does not decrypt to one. */
export function openNonce(
  token: string,
  nonce: string,
): { text: string; timestamp: number } | null {
  let text: string;
  try {
    text = AES.decrypt(nonce, keyOf(token)).toString(Utf8);
  } catch {
    return null;
  }
  const match = /^(\d{13})-[0-9a-f-]{16,64}$/i.exec(text);
  return match ? { text, timestamp: Number(match[1]) } : null;
}
