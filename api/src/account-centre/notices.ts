import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { notices } from './tables.ts';

/**
 * Leaves a message in a company's inbox (order decisions, balance alerts, reviews of its service
 * accounts and templates, replies to its feedback), in the caller's transaction.
 */
export async function postNotice(
  tx: Tx,
  notice: { companyId: bigint; title: string; content: string; orderId?: bigint; now: Date },
) {
  await tx.insert(notices).values({
    id: newId(notice.now.getTime()),
    companyId: notice.companyId,
    title: notice.title,
    content: notice.content,
    orderId: notice.orderId ?? null,
    createdAt: notice.now,
  });
}
