import { and, eq } from 'drizzle-orm';
import { templateStatus } from '../contract/messaging-status.ts';
import {
  afterReceipt,
  failureCauses,
  type DeliveryState,
  type FailureCause,
} from '../contract/sending-status.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  contactGroups,
  contacts,
  sendRecipients,
  sendTaskEvents,
  sendTasks,
  templates,
} from '../db/schema.ts';
import { credit, debit, recordUsage } from '../ledger/ledger.ts';
import { addMonths, dayMs } from '../lib/calendar.ts';
import { simulatedCapability, simulatedReceipts } from '../messaging/simulator.ts';
import { carrierOfMobile } from '../sending/segments.ts';

/** Numbers of the demo, one of each outcome of the simulator's rules (simulator.ts). */
const demoContacts = [
  { name: '张伟', mobile: '13800138000' },
  { name: '王芳', mobile: '13912340001' },
  { name: '李娜', mobile: '18612340002' },
  { name: '刘洋', mobile: '18912340003' },
  { name: '陈静', mobile: '13512340004' },
  { name: '杨磊', mobile: '15012340006' },
  { name: '赵敏', mobile: '17712340007' },
  { name: '黄强', mobile: '13312340009' },
  { name: '周杰', mobile: '18612344444' },
  { name: '吴婷', mobile: '18912341111' },
  { name: '徐明', mobile: '13812345555' },
  { name: '孙丽', mobile: '15812340000' },
];

/**
 * The gold company's send history: an address-book group, a task sent two days ago with its
 * receipts final (charged and refunded through the ledger, like a real one), and a task waiting
 * for the operator's review, so the send records, the send query and the review queue show data.
 */
export async function seedDemoSending(
  tx: Tx,
  owner: { companyId: bigint; managerId: bigint; operatorId: bigint },
  now: Date,
) {
  const at = now.getTime();
  const [template] = await tx
    .select()
    .from(templates)
    .where(
      and(eq(templates.companyId, owner.companyId), eq(templates.status, templateStatus.approved)),
    )
    .limit(1);
  if (!template) return;
  const groupId = newId(at);
  await tx.insert(contactGroups).values({
    id: groupId,
    companyId: owner.companyId,
    name: '会员客户',
    createdBy: owner.managerId,
    createdAt: new Date(at - 5 * dayMs),
  });
  await tx.insert(contacts).values(
    demoContacts.map((c) => ({
      id: newId(at),
      companyId: owner.companyId,
      groupId,
      name: c.name,
      mobile: c.mobile,
      variables: { name: c.name },
      createdAt: new Date(at - 5 * dayMs),
    })),
  );

  const task = async (
    name: string,
    created: Date,
    steps: { event: string; from: number; to: number; at: Date; actor: bigint | null }[],
    recipients: typeof demoContacts,
    delivered: boolean,
  ) => {
    const id = newId(at);
    const last = steps.at(-1)!;
    await tx.insert(sendTasks).values({
      id,
      companyId: owner.companyId,
      templateId: template.id,
      chatbotId: template.chatbotId,
      name,
      status: last.to,
      request: {
        mobiles: [],
        groupIds: [groupId.toString()],
        carriers: [],
        capabilities: { rcs: 0, sms: 0, unknown: 0 },
      },
      recipientCount: recipients.length,
      createdBy: owner.managerId,
      reviewedBy: delivered ? owner.operatorId : null,
      submittedAt: created,
      startedAt: delivered ? steps[2]!.at : null,
      finishedAt: delivered ? last.at : null,
      createdAt: created,
      updatedAt: last.at,
    });
    await tx.insert(sendTaskEvents).values(
      steps.map((s) => ({
        id: newId(at),
        taskId: id,
        event: s.event,
        fromStatus: s.from,
        toStatus: s.to,
        actorUserId: s.actor,
        createdAt: s.at,
      })),
    );
    const rows = recipients.map((c, i) => {
      const receipts = simulatedReceipts(c.mobile);
      const state = receipts.reduce<DeliveryState>((s, r) => afterReceipt(s, r.state), 'submitted');
      return {
        taskId: id,
        seq: i + 1,
        companyId: owner.companyId,
        mobile: c.mobile,
        name: c.name,
        variables: { name: c.name },
        carrier: carrierOfMobile(c.mobile),
        capability: simulatedCapability(c.mobile),
        state: delivered ? state : 'pending',
        cause: delivered ? (receipts.find((r) => r.cause)?.cause ?? null) : null,
        batch: delivered ? 1 : null,
        submittedAt: delivered ? steps[2]!.at : null,
        updatedAt: last.at,
      };
    });
    await tx.insert(sendRecipients).values(rows);
    return { id, rows };
  };

  // Sent two days ago: charged in one batch, the failures not the customer's given back.
  const sentAt = new Date(at - 2 * dayMs);
  const minute = 60_000;
  const sent = await task(
    '会员日活动通知（首批）',
    new Date(sentAt.getTime() - 40 * minute),
    [
      {
        event: 'prepare',
        from: 0,
        to: 1,
        at: new Date(sentAt.getTime() - 40 * minute),
        actor: owner.managerId,
      },
      {
        event: 'approve',
        from: 1,
        to: 2,
        at: new Date(sentAt.getTime() - 5 * minute),
        actor: owner.operatorId,
      },
      { event: 'start', from: 2, to: 3, at: new Date(sentAt.getTime() - 5 * minute), actor: null },
      { event: 'finish', from: 3, to: 4, at: sentAt, actor: null },
    ],
    demoContacts,
    true,
  );
  const charged = sent.rows.length;
  await debit(tx, {
    companyId: owner.companyId,
    category: 1,
    kind: 4,
    quantity: charged,
    now: sentAt,
    description: '发送任务「会员日活动通知（首批）」第1批',
  });
  const refunded = sent.rows.filter(
    (r) => r.cause && failureCauses[r.cause as FailureCause].refunded,
  ).length;
  const finalAt = new Date(sentAt.getTime() + minute);
  await credit(tx, {
    companyId: owner.companyId,
    category: 1,
    kind: 6,
    quantity: refunded,
    now: finalAt,
    expiresAt: addMonths(finalAt, 12),
    title: '发送任务「会员日活动通知（首批）」失败退还',
    description: `发送任务「会员日活动通知（首批）」失败退还${refunded}条`,
  });
  await tx
    .update(sendTasks)
    .set({ chargedCount: charged, refundedCount: refunded, receiptsFinalAt: finalAt })
    .where(eq(sendTasks.id, sent.id));
  await recordUsage(tx, owner.companyId, 1, sentAt, charged - refunded);
  await tx
    .update(templates)
    .set({ status: templateStatus.sent })
    .where(eq(templates.id, template.id));

  // Waiting for the operator since an hour ago.
  const waiting = new Date(at - 60 * minute);
  await task(
    '会员日活动通知（第二批）',
    waiting,
    [{ event: 'prepare', from: 0, to: 1, at: waiting, actor: owner.managerId }],
    demoContacts.slice(0, 3),
    false,
  );
}
