import { count, desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { outbox } from './tables.ts';
import { offsetOf, type PageRequest } from '../lib/lists.ts';

export const verifyCodeTemplate = 'verify-code';

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
export type MessageProvider = {
  send: (message: OutgoingMessage, now: Date) => Promise<void>;
  /** Set by the built-in outbox only, while it stands in for a real SMS gateway. */
  standsIn?: true;
};

export function outboxProvider(db: Db, log?: (message: OutgoingMessage) => void): MessageProvider {
  return {
    standsIn: true,
    async send(message, now) {
      await db.insert(outbox).values({ id: newId(now.getTime()), ...message, createdAt: now });
      log?.(message);
    },
  };
}

/** Verify codes (sign-up and password reset) as the outbox shows them once a real gateway sends. */
const hiddenCode = '******';

/**
 * A page of the outbox, newest first. The codes in it are readable only while the built-in
 * provider stands in for an SMS gateway (`showCodes`): with a real one, nobody on the management
 * platform may read a customer's sign-up or password-reset code.
 */
export async function outboxPage(db: Db, request: PageRequest, showCodes: boolean) {
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(outbox),
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt))
      .limit(request.pageSize)
      .offset(offsetOf(request)),
  ]);
  return {
    total,
    rows: rows.map((row) =>
      showCodes || row.template !== verifyCodeTemplate
        ? row
        : { ...row, body: row.body.replace(/\d{6}/g, hiddenCode) },
    ),
  };
}
