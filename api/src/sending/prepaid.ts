import { carrierName } from '../contract/schemas/messaging.ts';
import { sendTaskStatus } from '../contract/sending-status.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { sendBatches, sendRecipients, sendTasks } from './tables.ts';
import { sendableTemplate, type StoredRequest } from './create.ts';
import { transition } from './lifecycle.ts';
import { carrierOfMobile } from './segments.ts';

/**
 * Queues one message of an approved template to one number, already paid for by another balance
 * (a micro-app's message after an answer, charged to the micro-app balance by its caller), in the
 * caller's transaction. The task starts sending at once with its one batch charged, so dispatch
 * hands it to the gateway without debiting the 5G balance, and its receipts give nothing back to
 * it. Refused (and the caller's transaction with it) when the template cannot be sent.
 */
export async function queuePrepaidMessage(
  tx: Tx,
  message: {
    companyId: bigint;
    templateId: bigint;
    mobile: string;
    name: string;
    createdBy: bigint;
    now: Date;
  },
) {
  const { now } = message;
  const { template } = await sendableTemplate(tx, message.companyId, message.templateId, now);
  const carrier = carrierOfMobile(message.mobile);
  const request: StoredRequest = {
    mobiles: [message.mobile],
    groupIds: [],
    carriers: [{ carrier, carrierName: carrierName(carrier), count: 1 }],
    capabilities: { rcs: 0, sms: 0, unknown: 1 },
  };
  const [task] = await tx
    .insert(sendTasks)
    .values({
      id: newId(now.getTime()),
      companyId: message.companyId,
      templateId: template.id,
      chatbotId: template.chatbotId,
      name: message.name,
      status: sendTaskStatus.ready,
      request,
      recipientCount: 1,
      chargedCount: 1,
      prepaid: true,
      createdBy: message.createdBy,
      submittedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(sendRecipients).values({
    taskId: task!.id,
    seq: 1,
    companyId: message.companyId,
    mobile: message.mobile,
    carrier,
    state: 'submitted',
    batch: 1,
    submittedAt: now,
    updatedAt: now,
  });
  await tx
    .insert(sendBatches)
    .values({ taskId: task!.id, batch: 1, size: 1, nextAttemptAt: now, createdAt: now });
  await transition(tx, task!, 'start', { actorUserId: null, now, set: { startedAt: now } });
  return task!.id;
}
