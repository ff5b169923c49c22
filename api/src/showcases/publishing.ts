import { codes } from '../contract/codes.ts';
import { showcaseMessages } from '../contract/schemas/showcases.ts';
import type { Transitions } from '../contract/transitions.ts';
import type { Db, Tx } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { statusMachine } from '../lib/status-machine.ts';
import type { albums, mediaItems } from './tables.ts';

/** What albums and +媒体 items go through: 发布 (again after 下架), 下架. */
const showcaseTransitions = {
  publish: { from: ['draft', 'withdrawn'], to: 'published' },
  unpublish: { from: ['published'], to: 'withdrawn' },
} as const satisfies Transitions;

type Author = { id: bigint; companyId: bigint };

/**
 * 发布 and 下架 of a kind of showcase charged once (albums, +媒体 items): `find` reads the
 * author's row (locked), `ready` refuses one not fit to publish, `charge` takes its unit from the
 * balance through the ledger. Publishing charges only a row never charged (refused when the
 * balance is empty, nothing written) and is a no-op on a published row; 下架 applies to a
 * published row only. Every change goes through the status machine.
 */
export function publishedOnce<Table extends typeof albums | typeof mediaItems>(showcase: {
  table: Table;
  find: (tx: Tx, companyId: bigint, id: bigint, lock: true) => Promise<Table['$inferSelect']>;
  ready?: (tx: Tx, row: Table['$inferSelect']) => Promise<void>;
  charge: (tx: Tx, row: Table['$inferSelect'], actorUserId: bigint, now: Date) => Promise<void>;
}) {
  const advance = statusMachine({
    table: showcase.table,
    transitions: showcaseTransitions,
    refused: () => new ApiError(codes.messagingStateChanged, showcaseMessages.stateChanged),
  });
  return {
    publish: (db: Db, author: Author, id: bigint, now: Date) =>
      db.transaction(async (tx) => {
        const current = await showcase.find(tx, author.companyId, id, true);
        if (current.status === 'published') return current;
        await showcase.ready?.(tx, current);
        if (current.chargedAt === null) await showcase.charge(tx, current, author.id, now);
        return advance(tx, current, 'publish', {
          now,
          // Columns both tables have: the generic table does not say so.
          set: { chargedAt: current.chargedAt ?? now, publishedAt: now } as Partial<
            Table['$inferInsert']
          >,
        });
      }),
    unpublish: (db: Db, author: Author, id: bigint, now: Date) =>
      db.transaction(async (tx) =>
        advance(tx, await showcase.find(tx, author.companyId, id, true), 'unpublish', { now }),
      ),
  };
}
