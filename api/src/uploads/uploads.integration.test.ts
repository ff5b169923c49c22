import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes } from '../contract/codes.ts';
import { createNonce, nonceHeader } from '../contract/nonce.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let gold: string;
beforeAll(async () => {
  t = await buildTestApp();
  gold = await t.login('demo_gold', 'Cctv5G@Gold');
});
afterAll(() => t.close());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** POSTs one file as multipart/form-data, as the browser's upload does. */
async function upload(token: string, file: Buffer, filename: string, type: string) {
  const boundary = '----p5gboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/platform/auth/upload',
    payload: body,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: token,
      [nonceHeader]: createNonce(token, t.clock.now().getTime()),
    },
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: string },
  };
}

describe('proof upload', () => {
  it('stores a PNG and answers a signed URL that serves it with its type and nosniff', async () => {
    const res = await upload(gold, png, 'proof.png', 'image/png');
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatch(/^\/api\/platform\/files\/\d+\?expires=\d+&signature=[\w-]+$/);

    const file = await t.app.inject({ url: res.body.data });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('judges the type by content, not by name', async () => {
    const disguised = await upload(
      gold,
      Buffer.from('<script>alert(1)</script>'),
      'proof.png',
      'image/png',
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body).toEqual({
      code: codes.invalidRequest,
      msg: '不支持该文件类型',
      data: null,
    });
    const renamed = await upload(gold, png, 'proof.txt', 'text/plain');
    expect(renamed.body.code).toBe(0);
  });

  it('refuses files over 5 MB with the spec message and stores nothing', async () => {
    const before = await t.rows('uploads');
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(gold, big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('文件大小超出5MB');
    expect(await t.rows('uploads')).toBe(before);
  });

  it('accepts base64 images too', async () => {
    const res = await t.call<string>(
      'uploadPicBase64',
      { base64: `data:image/png;base64,${png.toString('base64')}` },
      { token: gold },
    );
    expect(res.body.code).toBe(0);
    expect((await t.app.inject({ url: res.body.data })).statusCode).toBe(200);
    const bad = await t.call('uploadPicBase64', { base64: 'bm90IGFuIGltYWdl' }, { token: gold });
    expect(bad.body.msg).toBe('不支持该文件类型');
  });

  it('needs a session to upload', async () => {
    const res = await t.call('uploadPicBase64', { base64: png.toString('base64') });
    expect(res.body.code).toBe(codes.sessionExpired);
  });
});

describe('reading a file', () => {
  let path: string;
  beforeAll(async () => {
    const res = await upload(gold, png, 'proof.png', 'image/png');
    path = res.body.data.split('?')[0]!;
  });

  const withSession = (token: string) =>
    t.app.inject({
      url: path,
      headers: { authorization: token, [nonceHeader]: createNonce(token, t.clock.now().getTime()) },
    });

  it('is allowed to the uploader company and to the management platform', async () => {
    expect((await withSession(await t.login('demo_sub', 'Cctv5G@Sub'))).statusCode).toBe(200);
    expect((await withSession(await t.login('demo_operator', 'Cctv5G@Admin', 3))).statusCode).toBe(
      200,
    );
  });

  it('is refused to another company, with no data', async () => {
    const res = await withSession(await t.login('demo_chatbot', 'Cctv5G@Bot', 2));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: codes.noPermission, msg: '暂无权限', data: null });
  });

  it('is refused without a session or with a forged or expired signature', async () => {
    const anonymous = await t.app.inject({ url: path });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: codes.sessionExpired,
      msg: '登录已过期，请重新登录',
      data: null,
    });
    const forged = await t.app.inject({ url: `${path}?expires=9999999999&signature=AAAA` });
    expect(forged.statusCode).toBe(401);
    const signed = (await upload(gold, png, 'p.png', 'image/png')).body.data;
    expect((await t.app.inject({ url: signed })).statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    expect((await t.app.inject({ url: signed })).statusCode).toBe(401);
  });
});
