import { count, desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { outbox } from '../db/schema.ts';
import { offsetOf, type PageRequest } from '../lib/lists.ts';

export type OutgoingMessage = {
  channel: 'sms';
  recipient: string;
  /** A template name, e.g. 'verify-code' or 'balance-alert'. */
  template: string;
  body: string;
};

/**
 * Where verify codes and alerts go. The default writes them to the outbox table (readable on the
 * management platform). A real SMS gateway implements `send` and is passed to the app instead.
 */
export type MessageProvider = { send: (message: OutgoingMessage, now: Date) => Promise<void> };

export function outboxProvider(db: Db, log?: (message: OutgoingMessage) => void): MessageProvider {
  return {
    async send(message, now) {
      await db.insert(outbox).values({ id: newId(now.getTime()), ...message, createdAt: now });
      log?.(message);
    },
  };
}

/** A page of the outbox, newest first. */
export async function outboxPage(db: Db, request: PageRequest) {
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(outbox),
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt))
      .limit(request.pageSize)
      .offset(offsetOf(request)),
  ]);
  return { total, rows };
}
