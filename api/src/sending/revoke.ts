import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { CarrierCode } from '../contract/schemas/messaging.ts';
import { sendTaskStatus } from '../contract/sending-status.ts';
import { GatewayUnavailable, messageIdOf, type RevokedMessage } from '../messaging/gateway.ts';
import { chatbotSenders } from '../messaging/sendable.ts';
import type { SendingDeps } from './dispatch.ts';
import { sendBatches, sendRecipients, sendTasks } from './tables.ts';

/**
 * A task cancelled while sending takes back what it handed over and has not reached the phones:
 * once each of its batches is handed over, the carriers are asked to revoke the batch's messages
 * still `submitted` (§10 撤回). Those taken back fail as 已撤回 (`revoked`), refunded with the
 * task's receipts like any failure that is not the customer's; those already delivered keep their
 * receipts. A batch whose carriers could not be reached is asked again on the next run, for
 * `revokeWindowMs` after the cancellation; after that its messages run their course.
 */
const revokeWindowMs = 3600_000;

/** Asks for the revokes due; returns how many batches were asked about. */
export async function revokeCancelled(deps: Pick<SendingDeps, 'db' | 'gateway'>, now: Date) {
  const { db } = deps;
  const due = await db
    .select({
      taskId: sendBatches.taskId,
      batch: sendBatches.batch,
      chatbotId: sendTasks.chatbotId,
    })
    .from(sendTasks)
    .innerJoin(sendBatches, eq(sendBatches.taskId, sendTasks.id))
    .where(
      and(
        eq(sendTasks.status, sendTaskStatus.cancelled),
        gt(sendTasks.finishedAt, new Date(now.getTime() - revokeWindowMs)),
        eq(sendBatches.state, 'handed'),
        isNull(sendBatches.revokeRequestedAt),
      ),
    )
    .orderBy(asc(sendBatches.taskId), asc(sendBatches.batch));
  const senders = await chatbotSenders(
    db,
    due.map((d) => d.chatbotId),
  );
  let asked = 0;
  for (const { taskId, batch, chatbotId } of due) {
    const recipients = await db
      .select({
        seq: sendRecipients.seq,
        mobile: sendRecipients.mobile,
        carrier: sendRecipients.carrier,
        submittedAt: sendRecipients.submittedAt,
      })
      .from(sendRecipients)
      .where(
        and(
          eq(sendRecipients.taskId, taskId),
          eq(sendRecipients.batch, batch),
          eq(sendRecipients.state, 'submitted'),
        ),
      );
    if (recipients.length > 0) {
      const sender = senders.get(chatbotId)!;
      const messages = recipients.map((r): RevokedMessage => ({
        messageId: messageIdOf(taskId, r.seq),
        mobile: r.mobile,
        carrier: r.carrier as CarrierCode,
        chatbotUri: sender.carrierChatbotIds[r.carrier as CarrierCode] ?? null,
        submittedAt: r.submittedAt!,
      }));
      try {
        await deps.gateway.revoke(messages, { now });
      } catch (error) {
        if (error instanceof GatewayUnavailable) continue;
        throw error;
      }
    }
    await db
      .update(sendBatches)
      .set({ revokeRequestedAt: now })
      .where(and(eq(sendBatches.taskId, taskId), eq(sendBatches.batch, batch)));
    asked += 1;
  }
  return asked;
}
