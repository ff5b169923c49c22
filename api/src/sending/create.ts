import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { chatbotStatus, templateSendable } from '../contract/messaging-status.ts';
import { carrierCodes, carrierName, type CarrierCode } from '../contract/schemas/messaging.ts';
import { mobilePattern } from '../contract/patterns.ts';
import {
  scheduleProblem,
  sendLimits,
  sendMessages,
  type SendPreview,
} from '../contract/schemas/sending.ts';
import { sendTaskStatus, type Capability } from '../contract/sending-status.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { sendRecipients, sendTasks } from './tables.ts';
import { contactGroups, contacts } from '../contacts/tables.ts';
import { chatbots, templates } from '../messaging/tables.ts';
import { ApiError, notFound } from '../errors.ts';
import { currentBalance } from '../ledger/ledger.ts';
import type { MessageGateway } from '../messaging/gateway.ts';
import { markTemplateSent } from '../messaging/templates.ts';
import { carrierOfMobile, carrierSql } from './segments.ts';
import { transition, type Actor, type Task } from './lifecycle.ts';

/** A new send task: its recipients resolved and previewed, then created and submitted for review. */
const invalid = (message: string) => new ApiError(codes.invalidRequest, message, 400);

type Resolved = {
  /** Valid typed numbers, each once, in the order typed. */
  typed: string[];
  invalid: string[];
  duplicates: string[];
  duplicateCount: number;
  groupIds: bigint[];
  /** Every number the task sends to, each once: typed first, then the groups'. */
  mobiles: string[];
  fromGroups: number;
};

async function companyGroups(db: Db | Tx, companyId: bigint, groupIds: string[]) {
  const ids = [...new Set(groupIds)].map(BigInt);
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: contactGroups.id, name: contactGroups.name })
    .from(contactGroups)
    .where(and(eq(contactGroups.companyId, companyId), inArray(contactGroups.id, ids)));
  if (found.length !== ids.length) throw invalid('所选分组不存在或已删除');
  return found;
}

/** The numbers a send request reaches: typed ones checked against spec §5, groups' contacts. */
export async function resolveRecipients(
  db: Db,
  companyId: bigint,
  input: { mobiles: string[]; groupIds: string[] },
): Promise<Resolved> {
  const groups = await companyGroups(db, companyId, input.groupIds);
  const typed: string[] = [];
  const invalidNumbers: string[] = [];
  const duplicates = new Set<string>();
  let duplicateCount = 0;
  const seen = new Set<string>();
  for (const raw of input.mobiles) {
    if (raw === '') continue;
    if (!mobilePattern.test(raw)) invalidNumbers.push(raw);
    else if (seen.has(raw)) {
      duplicateCount += 1;
      duplicates.add(raw);
    } else {
      seen.add(raw);
      typed.push(raw);
    }
  }
  const groupRows = groups.length
    ? await db
        .select({ mobile: contacts.mobile, n: count() })
        .from(contacts)
        .where(
          and(
            eq(contacts.companyId, companyId),
            inArray(
              contacts.groupId,
              groups.map((g) => g.id),
            ),
          ),
        )
        .groupBy(contacts.mobile)
    : [];
  const mobiles = [...typed];
  for (const { mobile, n } of groupRows) {
    const extra = seen.has(mobile) ? n : n - 1;
    if (extra > 0) {
      duplicateCount += extra;
      duplicates.add(mobile);
    }
    if (!seen.has(mobile)) {
      seen.add(mobile);
      mobiles.push(mobile);
    }
  }
  return {
    typed,
    invalid: invalidNumbers,
    duplicates: [...duplicates],
    duplicateCount,
    groupIds: groups.map((g) => g.id),
    mobiles,
    fromGroups: mobiles.length - typed.length,
  };
}

export function carrierCounts(mobiles: readonly string[]) {
  const counts = new Map<CarrierCode, number>(carrierCodes.map((c) => [c, 0]));
  for (const m of mobiles) {
    const c = carrierOfMobile(m);
    counts.set(c, counts.get(c)! + 1);
  }
  return carrierCodes.map((carrier) => ({
    carrier,
    carrierName: carrierName(carrier),
    count: counts.get(carrier)!,
  }));
}

async function previewOf(
  db: Db,
  gateway: MessageGateway,
  resolved: Resolved,
  companyId: bigint,
  now: Date,
): Promise<SendPreview> {
  const split: Record<Capability, number> = { rcs: 0, sms: 0, unknown: 0 };
  const chunk = 10_000;
  for (let i = 0; i < resolved.mobiles.length; i += chunk) {
    for (const c of await gateway.capabilities(resolved.mobiles.slice(i, i + chunk))) split[c] += 1;
  }
  const total = resolved.mobiles.length;
  const balance = await currentBalance(db, companyId, 1, now);
  return {
    total,
    typedValid: resolved.typed.length,
    fromGroups: resolved.fromGroups,
    invalidCount: resolved.invalid.length,
    invalid: resolved.invalid.slice(0, sendLimits.listedProblems),
    duplicateCount: resolved.duplicateCount,
    duplicates: resolved.duplicates.slice(0, sendLimits.listedProblems),
    carriers: carrierCounts(resolved.mobiles),
    capabilities: split,
    cost: total,
    balance,
    balanceAfter: balance - total,
    shortfall: Math.max(0, total - balance),
    overLimit: total > sendLimits.recipients,
  };
}

/** The template to send: the company's, passed and not expired, of an approved service account. */
async function sendableTemplate(db: Db | Tx, companyId: bigint, templateId: bigint, now: Date) {
  const [row] = await db
    .select({ template: templates, chatbot: chatbots })
    .from(templates)
    .innerJoin(chatbots, eq(chatbots.id, templates.chatbotId))
    .where(
      and(
        eq(templates.id, templateId),
        eq(templates.companyId, companyId),
        isNull(templates.deletedAt),
      ),
    );
  if (!row) throw notFound('模板');
  const expired = row.template.expiresAt !== null && row.template.expiresAt <= now;
  if (!templateSendable(row.template.status) || expired) {
    throw new ApiError(codes.messagingStateChanged, sendMessages.templateNotSendable);
  }
  if (row.chatbot.status !== chatbotStatus.approved) {
    throw new ApiError(codes.chatbotNotReady, '服务号未审核通过，不能发送');
  }
  return row;
}

/** The scheduled time as an instant (null: send once approved); refused by `scheduleProblem`. */
function checkSchedule(
  sendAt: string | null | undefined,
  now: Date,
  templateExpiresAt: Date | null,
) {
  if (!sendAt) return null;
  const at = new Date(sendAt);
  const problem = scheduleProblem(at, now, templateExpiresAt);
  if (problem) throw invalid(problem);
  return at;
}

type SendInput = {
  templateId: string;
  name?: string;
  mobiles: string[];
  groupIds: string[];
  sendAt?: string | null;
};

export async function previewTask(
  db: Db,
  gateway: MessageGateway,
  actor: Actor,
  input: SendInput,
  now: Date,
) {
  const { template } = await sendableTemplate(db, actor.companyId, BigInt(input.templateId), now);
  checkSchedule(input.sendAt, now, template.expiresAt);
  return previewOf(
    db,
    gateway,
    await resolveRecipients(db, actor.companyId, input),
    actor.companyId,
    now,
  );
}

/** What the task keeps of its request: for "copy as new" and the review queue. */
export type StoredRequest = {
  mobiles: string[];
  groupIds: string[];
  carriers: SendPreview['carriers'];
  capabilities: SendPreview['capabilities'];
};

/**
 * Creates a task and its recipients, then submits it for review (0 → 1). Typed numbers and the
 * groups' contacts are expanded by INSERT … SELECT, each number once; a contact's `variables` fill
 * the template's. Refused with 2001 when the 5G balance does not cover every recipient.
 */
export async function createTask(
  db: Db,
  gateway: MessageGateway,
  actor: Actor,
  input: SendInput,
  now: Date,
) {
  const { template } = await sendableTemplate(db, actor.companyId, BigInt(input.templateId), now);
  const sendAt = checkSchedule(input.sendAt, now, template.expiresAt);
  const resolved = await resolveRecipients(db, actor.companyId, input);
  if (resolved.mobiles.length === 0) throw invalid(sendMessages.noValidRecipients);
  if (resolved.mobiles.length > sendLimits.recipients)
    throw invalid(sendMessages.tooManyRecipients);
  const preview = await previewOf(db, gateway, resolved, actor.companyId, now);
  if (preview.shortfall > 0) {
    throw new ApiError(
      codes.insufficientBalance,
      `${sendMessages.shortfall}（需${preview.cost}条，当前余额${preview.balance}条）`,
    );
  }
  const taskId = newId(now.getTime());
  const request: StoredRequest = {
    mobiles: resolved.typed,
    groupIds: resolved.groupIds.map(String),
    carriers: preview.carriers,
    capabilities: preview.capabilities,
  };
  const name = input.name || `${template.name} ${chinaMinute(now)}`;
  await db.transaction(async (tx) => {
    const [task] = await tx
      .insert(sendTasks)
      .values({
        id: taskId,
        companyId: actor.companyId,
        templateId: template.id,
        chatbotId: template.chatbotId,
        name,
        status: sendTaskStatus.initialising,
        sendAt,
        request,
        createdBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await insertRecipients(tx, task!, resolved, now);
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(sendRecipients)
      .where(eq(sendRecipients.taskId, taskId))) as [{ n: number }];
    if (n > sendLimits.recipients) throw invalid(sendMessages.tooManyRecipients);
    await transition(tx, task!, 'prepare', {
      actorUserId: actor.id,
      now,
      set: { recipientCount: n, submittedAt: now },
    });
    await markTemplateSent(tx, template, actor.id, now);
  });
  return taskId;
}

const chinaMinute = (at: Date) =>
  new Date(at.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');

async function insertRecipients(tx: Tx, task: Task, resolved: Resolved, now: Date) {
  const typed = resolved.typed.map((mobile, i) => ({ seq: i + 1, mobile }));
  if (typed.length) {
    await tx.execute(sql`
      insert into send_recipients (task_id, seq, company_id, mobile, carrier, updated_at)
      select ${task.id.toString()}::bigint, r.seq, ${task.companyId.toString()}::bigint, r.mobile, ${carrierSql(sql.raw('r.mobile'))},
             ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(typed)}::jsonb) as r(seq int, mobile text)`);
  }
  if (resolved.groupIds.length) {
    const groupList = sql.join(
      resolved.groupIds.map((g) => sql`${g.toString()}::bigint`),
      sql`, `,
    );
    const typedList = JSON.stringify(resolved.typed);
    // One row per number (the first contact's name and variables), numbered after the typed ones.
    await tx.execute(sql`
      insert into send_recipients (task_id, seq, company_id, mobile, name, variables, carrier, updated_at)
      select ${task.id.toString()}::bigint, ${typed.length} + row_number() over (order by c.mobile),
             ${task.companyId.toString()}::bigint,
             c.mobile, c.name, c.variables, ${carrierSql(sql.raw('c.mobile'))},
             ${now.toISOString()}::timestamptz
      from (
        select distinct on (mobile) mobile, name, variables
        from contacts
        where company_id = ${task.companyId.toString()}::bigint and group_id in (${groupList})
          and not (mobile in (select jsonb_array_elements_text(${typedList}::jsonb)))
        order by mobile, id
      ) c`);
  }
}
