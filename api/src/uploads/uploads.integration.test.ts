import sharp from 'sharp';
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
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
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

/** The stored bytes behind an upload's signed URL. */
async function stored(url: string) {
  return (await t.app.inject({ url })).rawPayload;
}

const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => (Math.random() * 256) | 0)), {
    raw: { width, height, channels: 3 },
  });

/** An uncompressed 24-bit BMP, bottom-up, each row padded to four bytes. */
function bmp(width: number, height: number, rgb: [number, number, number]) {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = 54 + y * row + x * 3;
      file[at] = rgb[2];
      file[at + 1] = rgb[1];
      file[at + 2] = rgb[0];
    }
  return file;
}

describe('uploaded images are decoded and re-encoded', () => {
  it('drops a script appended to a PNG', async () => {
    const polyglot = Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]);
    const res = await upload(gold, polyglot, 'proof.png', 'image/png');
    expect(res.body.code).toBe(0);
    const bytes = await stored(res.body.data);
    expect(bytes.includes('<script>')).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  it.each([
    ['PNG', png.subarray(0, 16)],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1])],
    ['BMP', bmp(1, 1, [0, 0, 0]).subarray(0, 30)],
  ])('refuses a %s header followed by HTML, storing nothing', async (_name, header) => {
    const before = await t.rows('uploads');
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>'.repeat(4));
    const res = await upload(gold, Buffer.concat([header, html]), 'proof.png', 'image/png');
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: codes.invalidRequest, msg: '不支持该文件类型' });
    expect(await t.rows('uploads')).toBe(before);
  });

  it('strips metadata such as a GPS position from a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'probe-marker' }, IFD3: { GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect(jpeg.includes('probe-marker')).toBe(true);
    const res = await upload(gold, jpeg, 'photo.jpg', 'image/jpeg');
    const bytes = await stored(res.body.data);
    expect(bytes.includes('probe-marker')).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('keeps a real BMP, stored as PNG with its pixels', async () => {
    const res = await upload(gold, bmp(3, 2, [10, 200, 30]), 'scan.bmp', 'image/bmp');
    expect(res.body.code).toBe(0);
    const file = await t.app.inject({ url: res.body.data });
    expect(file.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([3, 2]);
    expect([...data.subarray(0, 3)]).toEqual([10, 200, 30]);
  });
});

describe('one 5 MB limit for both ways of uploading', () => {
  it('accepts a 4 MB image sent as base64', async () => {
    const big = await noise(1250, 1150).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(3.9 * 1024 * 1024);
    const res = await t.call<string>(
      'uploadPicBase64',
      { base64: `data:image/png;base64,${big.toString('base64')}` },
      { token: gold },
    );
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
  });

  it('refuses a base64 image over 5 MB with 413', async () => {
    const big = await noise(1400, 1300).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await t.call(
      'uploadPicBase64',
      { base64: big.toString('base64') },
      { token: gold },
    );
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: codes.invalidRequest, data: null });
  });
});
