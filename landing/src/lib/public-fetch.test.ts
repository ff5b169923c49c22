import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPublic, PublicCallFailure } from './public-fetch.ts';

const calls: { url: string; init?: RequestInit }[] = [];

/** Answers every fetch with `body` (a string as is, anything else as JSON) and `status`. */
function serve(body: unknown, status = 200) {
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
}

afterEach(() => vi.unstubAllGlobals());

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail('the call succeeded'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(PublicCallFailure);
      const { httpStatus, envelopeMsg } = error as PublicCallFailure;
      return { httpStatus, envelopeMsg };
    },
  );

describe('fetchPublic', () => {
  it('GETs the url without a body and resolves to the data of a code-0 envelope', async () => {
    serve({ code: 0, msg: '成功', data: { banners: [] } });
    await expect(fetchPublic('/api/platform/site/home')).resolves.toEqual({ banners: [] });
    expect(calls).toEqual([{ url: '/api/platform/site/home', init: undefined }]);
  });

  it('POSTs a body as JSON', async () => {
    serve({ code: 0, msg: '成功', data: null });
    await expect(fetchPublic('/api/platform/base/addPening', { name: '林' })).resolves.toBeNull();
    expect(calls[0]?.init).toEqual({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"林"}',
    });
  });

  it('throws the status and the message of a refusal', async () => {
    serve({ code: 1009, msg: '提交过于频繁，请稍后再试', data: null }, 429);
    expect(await failureOf(fetchPublic('/api/platform/base/addPening', {}))).toEqual({
      httpStatus: 429,
      envelopeMsg: '提交过于频繁，请稍后再试',
    });
  });

  it('throws the status alone when the answer is not an envelope', async () => {
    serve('Service Unavailable', 503);
    expect(await failureOf(fetchPublic('/api/platform/site/home'))).toEqual({
      httpStatus: 503,
      envelopeMsg: undefined,
    });
  });

  it('throws without a status when no answer arrives', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await failureOf(fetchPublic('/api/platform/site/home'))).toEqual({
      httpStatus: null,
      envelopeMsg: undefined,
    });
  });
});
