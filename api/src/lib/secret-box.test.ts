import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { developmentKeyring, parseKeyring, seal, unseal } from './secret-box.ts';

const keyOf = () => randomBytes(32).toString('base64');

describe('sealed secrets', () => {
  it('open with their key and context, and hold nothing of the secret in clear', () => {
    const sealed = seal(developmentKeyring, 'whsec_abc123', 'webhook_endpoints:7');
    expect(sealed.keyId).toBe('dev');
    expect(sealed.sealed).not.toContain('abc123');
    expect(unseal(developmentKeyring, sealed, 'webhook_endpoints:7')).toBe('whsec_abc123');
    expect(seal(developmentKeyring, 'whsec_abc123', 'x').sealed).not.toBe(sealed.sealed);
  });

  it('refuse another context, an altered value or a key not configured', () => {
    const sealed = seal(developmentKeyring, 'secret', 'open_api_keys:ak_1');
    expect(() => unseal(developmentKeyring, sealed, 'open_api_keys:ak_2')).toThrow();
    const [nonce, tag, body] = sealed.sealed.split('.');
    const altered = `${nonce}.${tag}.${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() =>
      unseal(developmentKeyring, { ...sealed, sealed: altered }, 'open_api_keys:ak_1'),
    ).toThrow();
    const other = parseKeyring(`k2:${keyOf()}`);
    expect(() => unseal(other, sealed, 'open_api_keys:ak_1')).toThrow(/"dev"/);
  });

  it('rotate: the first key seals, the others still open what they sealed', () => {
    const [oldKey, newKey] = [keyOf(), keyOf()];
    const before = parseKeyring(`k1:${oldKey}`);
    const sealedBefore = seal(before, 'secret', 'c');
    const after = parseKeyring(`k2:${newKey}, k1:${oldKey}`);
    expect(seal(after, 'secret', 'c').keyId).toBe('k2');
    expect(unseal(after, sealedBefore, 'c')).toBe('secret');
  });

  it('read P5G_SECRETS_KEY strictly', () => {
    expect(() => parseKeyring('k1')).toThrow(/32 bytes/);
    expect(() => parseKeyring(`k1:${randomBytes(16).toString('base64')}`)).toThrow(/32 bytes/);
    expect(() => parseKeyring(`bad id:${keyOf()}`)).toThrow(/key id/);
    expect(() => parseKeyring(`k1:${keyOf()},k1:${keyOf()}`)).toThrow(/twice/);
  });
});
