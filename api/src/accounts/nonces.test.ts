import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createNonce, nonceKeyOf } from '../contract/nonce.ts';
import { openNonce, sealNonce } from './nonces.ts';

const token = fc.string({ minLength: 24, maxLength: 64 });
const timestamp = fc.integer({ min: 1_000_000_000_000, max: 9_999_999_999_999 });

describe('openNonce', () => {
  it("opens what the client's crypto-js seals, for any token, time and random part", () => {
    fc.assert(
      fc.property(token, timestamp, fc.uuid(), (t, now, random) => {
        expect(openNonce(t, createNonce(t, now, random))).toEqual({
          text: `${now}-${random}`,
          timestamp: now,
        });
      }),
    );
  });

  it('refuses a nonce sealed with another token', () => {
    fc.assert(
      fc.property(token, token, (a, b) => {
        fc.pre(nonceKeyOf(a) !== nonceKeyOf(b));
        expect(openNonce(b, createNonce(a))).toBeNull();
      }),
    );
  });

  it('opens an altered or made-up nonce only to the text crypto-js reads from it (it may refuse more)', () => {
    const t = 'k'.repeat(43);
    const sealed = createNonce(t, 1_764_000_000_000, '0f0e0d0c-0b0a-4908-8706-050403020100');
    fc.assert(
      fc.property(fc.nat({ max: sealed.length - 1 }), fc.base64String(), (at, other) => {
        for (const nonce of [
          sealed.slice(0, at) + other + sealed.slice(at + other.length),
          other,
        ]) {
          let reference: string | null;
          try {
            reference = AES.decrypt(nonce, nonceKeyOf(t)).toString(Utf8) || null;
          } catch {
            reference = null;
          }
          const opened = openNonce(t, nonce);
          if (opened) expect(opened.text).toBe(reference);
        }
      }),
    );
  });

  it('refuses text that is not a timestamped random string', () => {
    const t = 'k'.repeat(43);
    expect(openNonce(t, AES.encrypt('hello', nonceKeyOf(t)).toString())).toBeNull();
    expect(openNonce(t, 'not base64 at all ✗')).toBeNull();
    expect(openNonce(t, '')).toBeNull();
  });
});

describe('sealNonce', () => {
  it("makes what the client's crypto-js opens, and the service accepts", () => {
    fc.assert(
      fc.property(token, timestamp, (t, now) => {
        const sealed = sealNonce(t, now);
        const text = AES.decrypt(sealed, nonceKeyOf(t)).toString(Utf8);
        expect(text).toMatch(new RegExp(`^${now}-[0-9a-f-]{36}$`));
        expect(openNonce(t, sealed)).toEqual({ text, timestamp: now });
      }),
    );
  });
});
