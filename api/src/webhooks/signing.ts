import { createHmac, randomBytes } from 'node:crypto';

/**
 * A webhook's signature: HMAC-SHA256 with the company's secret over `timestamp.body`, in hex,
 * prefixed `sha256=` (contract `signatureHeader`). The timestamp (Unix seconds, contract
 * `timestampHeader`) lets a receiver refuse old requests, so a captured one cannot be replayed
 * later.
 */
export const signatureOf = (secret: string, timestamp: number, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** A new signing secret: 192 random bits, recognisable by its prefix. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
