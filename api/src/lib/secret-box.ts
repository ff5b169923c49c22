import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the service must use again (the developer API's signing keys, webhook signing secrets)
 * are stored sealed with AES-256-GCM under a key kept outside the database (P5G_SECRETS_KEY), so
 * that reading the database is not enough to sign. Each sealed value names the key that sealed
 * it: a new key seals from then on while the older ones, still listed, open what they sealed.
 */
export type SecretsKeyring = {
  /** The id of the key that seals. */
  currentId: string;
  keys: ReadonlyMap<string, Buffer>;
};

/** A sealed secret as stored: the id of its key, and nonce, tag and ciphertext in base64url. */
type Sealed = { keyId: string; sealed: string };

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Reads P5G_SECRETS_KEY: comma-separated `id:key` entries, each key 32 bytes in base64; the first
 * seals, all open. Throws with what is wrong.
 */
export function parseKeyring(value: string): SecretsKeyring {
  const keys = new Map<string, Buffer>();
  for (const entry of value.split(',').map((e) => e.trim())) {
    const [id = '', encoded = ''] = entry.split(':');
    if (!keyIdPattern.test(id)) throw new Error(`key id "${id}" is not 1-32 letters or digits`);
    const key = Buffer.from(encoded, 'base64');
    if (key.length !== 32) throw new Error(`key "${id}" is not 32 bytes in base64`);
    if (keys.has(id)) throw new Error(`key id "${id}" is listed twice`);
    keys.set(id, key);
  }
  return { currentId: value.split(':')[0]!.trim(), keys };
}

/**
 * The key for `npm start` and the tests when P5G_SECRETS_KEY is unset: derived from a published
 * text, so it protects nothing. Production refuses to start with it (`loadConfig`).
 */
export const developmentKeyring: SecretsKeyring = {
  currentId: 'dev',
  keys: new Map([['dev', createHash('sha256').update('5G智能平台 development secrets').digest()]]),
};

/**
 * Seals a secret with the current key. `context` (what the secret belongs to) is authenticated
 * with it, so a sealed value copied onto another row does not open there.
 */
export function seal(keyring: SecretsKeyring, secret: string, context: string): Sealed {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyring.keys.get(keyring.currentId)!, nonce);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [nonce, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
  return { keyId: keyring.currentId, sealed: parts.join('.') };
}

/** Opens what `seal` sealed for the same context; throws if its key is gone or it was altered. */
export function unseal(keyring: SecretsKeyring, stored: Sealed, context: string) {
  const key = keyring.keys.get(stored.keyId);
  if (!key) throw new Error(`secrets key "${stored.keyId}" is not in P5G_SECRETS_KEY`);
  const [nonce, tag, ciphertext] = stored.sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, nonce!);
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8');
}
