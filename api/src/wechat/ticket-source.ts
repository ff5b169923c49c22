/** A jsapi_ticket and how long WeChat says it stays valid. */
type JsapiTicket = { ticket: string; expiresInSeconds: number };

/**
 * Where the service gets WeChat's jsapi_ticket: WeChat's API for real credentials, a
 * deterministic stand-in for tests and offline runs. Behind one interface so the cache and the
 * endpoint never know which.
 */
export type WechatTicketSource = { fetchJsapiTicket: () => Promise<JsapiTicket> };

/** The official account's credentials (WX_APP_ID, WX_APP_SECRET). */
export type WechatCredentials = { appId: string; appSecret: string };

const wechatApi = 'https://api.weixin.qq.com/cgi-bin';

type WechatReply = {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
};

async function callWechat(fetchImpl: typeof fetch, url: string): Promise<WechatReply> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`WeChat answered HTTP ${response.status}`);
  const reply = (await response.json()) as WechatReply;
  if (reply.errcode) throw new Error(`WeChat refused: ${reply.errcode} ${reply.errmsg ?? ''}`);
  return reply;
}

/**
 * WeChat's own API: an access token from `cgi-bin/token` (client credentials), then the ticket
 * from `cgi-bin/ticket/getticket?type=jsapi`. The access token is used once and not kept: the
 * ticket it buys is what is cached, and WeChat limits how often either may be fetched.
 */
export function wechatApiTicketSource(
  { appId, appSecret }: WechatCredentials,
  fetchImpl: typeof fetch = fetch,
): WechatTicketSource {
  return {
    async fetchJsapiTicket() {
      const token = await callWechat(
        fetchImpl,
        `${wechatApi}/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(appSecret)}`,
      );
      if (!token.access_token) throw new Error('WeChat gave no access token');
      const reply = await callWechat(
        fetchImpl,
        `${wechatApi}/ticket/getticket?access_token=${encodeURIComponent(token.access_token)}&type=jsapi`,
      );
      if (!reply.ticket) throw new Error('WeChat gave no jsapi_ticket');
      return { ticket: reply.ticket, expiresInSeconds: reply.expires_in ?? 7200 };
    },
  };
}

/**
 * The stand-in: the same ticket for the same app every time, valid two hours as WeChat's are, so
 * that tests and the journeys can recompute a signature.
 */
export function standInTicketSource(appId: string): WechatTicketSource {
  return {
    fetchJsapiTicket: async () => ({
      ticket: `stand-in-jsapi-ticket-${appId}`,
      expiresInSeconds: 7200,
    }),
  };
}
