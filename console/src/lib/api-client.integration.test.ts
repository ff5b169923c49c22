import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../api/test/helper.ts';
import { createApiClient } from './api-client.ts';
import { errorReaction } from './error-reaction.ts';
import { failureOf, fetchThrough, realClient } from './testing/real-api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const client = () => realClient(t);

/** An image's size and raw pixels: what must survive the service's re-encoding. */
const pixelsOf = async (image: Buffer) => {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, channels: info.channels, data };
};

describe('API client against the real service', () => {
  it('signs in, then sends the token and a fresh nonce on every call', async () => {
    const c = client();
    await c.signIn('demo_gold', 'Cctv5G@Gold');
    // Two calls in a row: each has its own nonce, so neither is taken for a replay.
    expect((await c.api.call('userInfo')).account).toBe('demo_gold');
    expect((await c.api.call('userInfo')).account).toBe('demo_gold');
  });

  it('keeps the rotated token from the response header and goes on with it', async () => {
    const c = client();
    await c.signIn('demo_trial', 'Cctv5G@Trial');
    const first = c.token();
    t.clock.advance(31 * 60 * 1000);
    await c.api.call('userInfo');
    expect(c.token()).not.toBe(first);
    t.clock.advance(2 * 60 * 1000);
    expect((await c.api.call('userInfo')).account).toBe('demo_trial');
  });

  it('shows the spinner for ordinary calls and not for silent ones (spec §7)', async () => {
    const c = client();
    await c.signIn('demo_gold', 'Cctv5G@Gold');
    expect(c.busy).toEqual([1, -1]);
    await c.api.call('userInfo');
    await c.api.call('checkNameIsUnique', { name: 'free_name1' });
    expect(c.busy).toEqual([1, -1]);
  });

  it('sends -999 as an empty value', async () => {
    const failure = await failureOf(
      client().api.call('login', { account: -999 as unknown as string, password: 'x' }),
    );
    expect(failure).toMatchObject({
      kind: 'envelope',
      code: 1001,
      msg: '请输入账号',
      httpStatus: 400,
    });
  });

  it('turns each refusal into the reaction of spec §8', async () => {
    const anonymous = client();
    const expired = await failureOf(anonymous.api.call('userInfo'));
    expect(errorReaction(expired)).toEqual({
      kind: 'sessionEnded',
      message: '登录已过期，请重新登录',
    });

    const c = client();
    await c.signIn('demo_gold', 'Cctv5G@Gold');
    const forbidden = await failureOf(c.api.call('manageOutbox', { page: 1, pageSize: 10 }));
    expect(errorReaction(forbidden)).toEqual({ kind: 'forbidden', message: '暂无权限' });

    const wrong = await failureOf(
      client().api.call('login', { account: 'demo_gold', password: 'Nope9xyz' }),
    );
    expect(errorReaction(wrong)).toEqual({ kind: 'message', message: '账号或密码错误' });

    // Signing in elsewhere ends this session: 1006, the same reaction as an expired one.
    await client().signIn('demo_gold', 'Cctv5G@Gold');
    const revoked = await failureOf(c.api.call('userInfo'));
    expect(revoked).toMatchObject({ kind: 'envelope', code: 1006 });
    expect(errorReaction(revoked).kind).toBe('sessionEnded');
  });

  it('reports a network failure as such', async () => {
    const offline = createApiClient({
      tokens: { get: () => null, set: () => undefined },
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const failure = await failureOf(offline.call('helpList'));
    expect(failure.kind).toBe('network');
    expect(errorReaction(failure)).toEqual({ kind: 'message', message: '系统错误' });
  });

  it('uploads a file as multipart and gets its signed address back', async () => {
    const c = client();
    await c.signIn('demo_gold', 'Cctv5G@Gold');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const url = await c.api.upload('upload', new File([png], 'proof.png', { type: 'image/png' }));
    const response = await fetchThrough(t.app)(url);
    expect(response.headers.get('content-type')).toBe('image/png');
    // The service re-encodes images: the same picture comes back, not the same bytes.
    expect(await pixelsOf(Buffer.from(await response.arrayBuffer()))).toEqual(await pixelsOf(png));
    await expect(c.api.upload('login', new Blob())).rejects.toThrow(TypeError);
  });

  it('returns raw responses for downloads', async () => {
    const c = client();
    await c.signIn('demo_gold', 'Cctv5G@Gold');
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const url = await c.api.call('uploadPicBase64', { base64: png });
    const id = /files\/(\d+)/.exec(url)![1]!;
    expect(BigInt(id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    const response = await fetchThrough(t.app)(url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await pixelsOf(Buffer.from(await response.arrayBuffer()))).toEqual(
      await pixelsOf(Buffer.from(png, 'base64')),
    );
  });
});
