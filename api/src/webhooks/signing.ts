import { createHmac, randomBytes } from 'node:crypto';
import { seal, unseal, type SecretsKeyring } from '../lib/secret-box.ts';
import type { webhookEndpoints } from './tables.ts';

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

/** What a sealed secret is bound to: its company's webhook (it opens on no other row). */
const sealContext = (companyId: bigint) => `webhook_endpoints:${companyId}`;

export const sealedSecret = (keyring: SecretsKeyring, companyId: bigint, secret: string) => {
  const { keyId, sealed } = seal(keyring, secret, sealContext(companyId));
  return { sealedSecret: sealed, secretsKeyId: keyId };
};

/** A webhook's signing secret, unsealed. */
export const storedSecret = (keyring: SecretsKeyring, row: typeof webhookEndpoints.$inferSelect) =>
  unseal(
    keyring,
    { keyId: row.secretsKeyId, sealed: row.sealedSecret },
    sealContext(row.companyId),
  );
