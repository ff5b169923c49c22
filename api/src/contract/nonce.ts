import AES from 'crypto-js/aes.js';

/** The request header carrying the nonce (spec §7). */
export const nonceHeader = 'nonce';

/** How far a nonce's timestamp may be from the server's clock, either way. */
export const nonceWindowMs = 5 * 60 * 1000;

/** The passphrase a nonce is encrypted with: the token's last 24 characters. */
export const nonceKeyOf = (token: string) => token.slice(-24);

/**
 * Client side: a random, timestamped string encrypted with the last 24 characters of the token as
 * key, so only the token's holder can make one and each can be used once.
 */
export function createNonce(
  token: string,
  now = Date.now(),
  random: string = crypto.randomUUID(),
): string {
  return AES.encrypt(`${now}-${random}`, nonceKeyOf(token)).toString();
}
