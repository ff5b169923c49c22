import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * WeChat's jsapi_ticket per official account, kept in the database so that every instance signs
 * with the same one and none fetches it again before it expires (WeChat limits the fetches).
 */
export const wechatJsapiTickets = pgTable('wechat_jsapi_tickets', {
  appId: text('app_id').primaryKey(),
  ticket: text('ticket').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
