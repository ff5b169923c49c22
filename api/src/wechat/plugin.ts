import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defineEndpoint } from '../http/define.ts';
import { wechatJsConfig, type WechatAccount } from './js-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The official account the share pages are signed for; null when none is configured. */
    wechatAccount: WechatAccount | null;
  }
}

/** How often one address may ask for a signature: a page asks once per load. */
const configsPerMinute = 60;

/**
 * WeChat's JS-SDK configuration for the public pages' share (`/api/wx/getWxJsConfig`): signed
 * with the account's jsapi_ticket (cached in the database) when WX_APP_ID and WX_APP_SECRET are
 * set; null without them, and the share sheet offers copying the link instead.
 */
async function wechat(app: FastifyInstance, options: { account: WechatAccount | null }) {
  app.decorate('wechatAccount', options.account);
  defineEndpoint(
    app,
    'wxJsConfig',
    async ({ uri }) =>
      options.account ? wechatJsConfig(app.db, options.account, uri, app.clock.now()) : null,
    { rateLimit: { max: configsPerMinute, timeWindow: 60_000 } },
  );
}

export const wechatPlugin = fp(wechat, { name: 'wechat', dependencies: ['database', 'clock'] });
