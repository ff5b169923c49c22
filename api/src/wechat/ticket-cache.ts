import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { WechatTicketSource } from './ticket-source.ts';
import { wechatJsapiTickets } from './tables.ts';

/** A ticket this close to its expiry is fetched again, so no page is signed with a dying one. */
const ticketRefreshMarginMs = 5 * 60_000;

/**
 * The app's current jsapi_ticket: the stored one while it has more than the margin left, else a
 * new one from `source`, stored. The refresh holds a transaction-scoped advisory lock per app, so
 * of several instances (or requests) finding it stale only the first fetches; the others then
 * read what it stored.
 */
export async function currentJsapiTicket(
  db: Db,
  source: WechatTicketSource,
  appId: string,
  now: Date,
): Promise<string> {
  const freshAfter = new Date(now.getTime() + ticketRefreshMarginMs);
  const stored = async (reader: Pick<Db, 'select'>) => {
    const [row] = await reader
      .select()
      .from(wechatJsapiTickets)
      .where(eq(wechatJsapiTickets.appId, appId));
    return row && row.expiresAt > freshAfter ? row.ticket : null;
  };
  const cached = await stored(db);
  if (cached) return cached;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wechat-ticket:${appId}`}))`);
    const refreshed = await stored(tx);
    if (refreshed) return refreshed;
    const { ticket, expiresInSeconds } = await source.fetchJsapiTicket();
    const expiresAt = new Date(now.getTime() + expiresInSeconds * 1000);
    await tx
      .insert(wechatJsapiTickets)
      .values({ appId, ticket, expiresAt })
      .onConflictDoUpdate({ target: wechatJsapiTickets.appId, set: { ticket, expiresAt } });
    return ticket;
  });
}
