import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { parseMessageId, type ReceiptIntake } from '../messaging/gateway.ts';

/**
 * Sending's receipt intake, which every gateway is given (`ReceiptIntake`): receipts are stored as
 * they come, duplicates and out of order, each due at its arrival; applying them keeps the furthest
 * state. Receipts of message ids that are not a task's are dropped.
 */
export async function acceptReceipts(
  db: Db,
  receipts: Parameters<ReceiptIntake>[0],
  { newMessagesOnly = false }: Parameters<ReceiptIntake>[1] = {},
) {
  const rows = receipts.flatMap((r) => {
    const key = parseMessageId(r.messageId);
    return key
      ? [
          {
            task_id: key.taskId.toString(),
            seq: key.seq,
            state: r.state,
            cause: r.cause,
            due_at: r.dueAt.toISOString(),
          },
        ]
      : [];
  });
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into delivery_receipts (task_id, seq, state, cause, due_at)
    select r.task_id, r.seq, r.state, r.cause, r.due_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(task_id bigint, seq int, state text, cause text, due_at timestamptz)
    ${
      newMessagesOnly
        ? sql`where not exists (
            select 1 from delivery_receipts d where d.task_id = r.task_id and d.seq = r.seq
          )`
        : sql``
    }`);
}
