import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointUrl, endpoints } from '../contract/endpoints.ts';
import type { Envelope } from '../contract/envelope.ts';
import type { WxJsConfig } from '../contract/schemas/micro-propagation.ts';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { jsSdkSignature } from './js-sdk-signature.ts';
import { wechatJsapiTickets } from './tables.ts';
import { standInTicketSource, type WechatTicketSource } from './ticket-source.ts';

const appId = 'wx0123456789abcdef';
const page = 'https://5g.example.cn/v2/articleContent/42?from=qr';

let fetches = 0;
const countedSource: WechatTicketSource = {
  fetchJsapiTicket: async () => {
    fetches += 1;
    return standInTicketSource(appId).fetchJsapiTicket();
  },
};

const configOf = async (app: TestApp, uri: unknown) => {
  const reply = await app.app.inject({
    method: 'POST',
    url: endpointUrl(endpoints.wxJsConfig),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ uri }),
  });
  return { status: reply.statusCode, body: reply.json() as Envelope<WxJsConfig> };
};

describe('/api/wx/getWxJsConfig with an official account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ wechatAccount: { appId, ticketSource: countedSource } });
  });
  afterAll(() => t.close());

  it('signs the page with the ticket as WeChat documents it, the ticket kept in the database', async () => {
    const { body } = await configOf(t, `${page}#share`);
    expect(body.code).toBe(0);
    const config = body.data!;
    expect(config.appId).toBe(appId);
    expect(config.timestamp).toBe(Math.floor(t.clock.now().getTime() / 1000));
    expect(config.nonceStr).toMatch(/^[\w-]{16}$/);
    const { ticket } = await standInTicketSource(appId).fetchJsapiTicket();
    expect(config.signature).toBe(
      jsSdkSignature({ ticket, nonceStr: config.nonceStr, timestamp: config.timestamp, url: page }),
    );
    const stored = await t.db.select().from(wechatJsapiTickets);
    expect(stored).toMatchObject([{ appId, ticket }]);
  });

  it('fetches the ticket once while it is valid, even for pages asking at once, and again near its expiry', async () => {
    const before = fetches;
    await Promise.all([configOf(t, page), configOf(t, page), configOf(t, page)]);
    expect(fetches).toBe(before);
    // Within five minutes of its two hours, the ticket is fetched again.
    t.clock.advance(2 * 60 * 60 * 1000 - 4 * 60 * 1000);
    await Promise.all([configOf(t, page), configOf(t, page)]);
    expect(fetches).toBe(before + 1);
  });

  it('refuses an address that is not an http(s) URL', async () => {
    for (const uri of ['javascript:alert(1)', 'not a url', '', 42]) {
      const { body } = await configOf(t, uri);
      expect(body.code, String(uri)).not.toBe(0);
      expect(body.data).toBeNull();
    }
  });
});

describe('/api/wx/getWxJsConfig without an official account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers null: the share falls back to copying the link', async () => {
    const { status, body } = await configOf(t, page);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: null });
  });
});
