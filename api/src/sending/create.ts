import { count, eq, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import { carrierCodes, carrierName, type CarrierCode } from '../contract/schemas/messaging.ts';
import { mobilePattern } from '../contract/patterns.ts';
import { importColumns } from '../contract/schemas/contacts.ts';
import {
  missingVariablesMessage,
  scheduleProblem,
  sendLimits,
  sendMessages,
  shownMobile,
  type MissingVariable,
  type SendPreview,
} from '../contract/schemas/sending.ts';
import { sendTaskStatus, type Capability } from '../contract/sending-status.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { sendRecipients, sendTasks } from './tables.ts';
import { groupContactsSql, groupMobiles, groupsOf } from '../contacts/reads.ts';
import { ApiError } from '../errors.ts';
import { currentBalance } from '../ledger/ledger.ts';
import type { MessageGateway } from '../messaging/gateway.ts';
import { sendableTemplate } from '../messaging/sendable.ts';
import { markTemplateSent } from '../messaging/templates.ts';
import { carrierOfMobile, carrierSql } from './segments.ts';
import { transition, type Actor, type Task } from './lifecycle.ts';
import { chinaMinuteOf } from '../lib/calendar.ts';

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
  const found = await groupsOf(db, companyId, ids);
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
  const mobiles = [...typed];
  for await (const { mobile, n } of groupMobiles(
    db,
    companyId,
    groups.map((g) => g.id),
  )) {
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
  variables: { names: readonly string[]; values: VariableValues },
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
    missingVariables: await missingVariables(
      db,
      companyId,
      resolved,
      variables.values,
      variables.names,
    ),
  };
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

type SendInput = VariableValues & {
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
  unlocked: boolean,
): Promise<SendPreview> {
  const { template } = await sendableTemplate(db, actor.companyId, BigInt(input.templateId), now);
  checkSchedule(input.sendAt, now, template.expiresAt);
  const preview = await previewOf(
    db,
    gateway,
    await resolveRecipients(db, actor.companyId, input),
    actor.companyId,
    now,
    { names: template.variables, values: input },
  );
  const shown = (mobiles: string[]) => mobiles.map((mobile) => shownMobile(mobile, unlocked));
  return {
    ...preview,
    duplicates: shown(preview.duplicates),
    missingVariables: preview.missingVariables.map((m) => ({ ...m, mobiles: shown(m.mobiles) })),
  };
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
 * groups' contacts are expanded by INSERT … SELECT, each number once, with their variables' values
 * (`recipientRowsSql`). Refused while a recipient lacks a value of the template's variables, and
 * with 2001 when the 5G balance does not cover every recipient.
 */
export async function createTask(
  db: Db,
  gateway: MessageGateway,
  actor: Actor,
  input: SendInput,
  now: Date,
  /** The caller's own step in the creating transaction (the developer API's idempotency record). */
  alsoInTransaction?: (tx: Tx, taskId: bigint) => Promise<void>,
) {
  const { template } = await sendableTemplate(db, actor.companyId, BigInt(input.templateId), now);
  const sendAt = checkSchedule(input.sendAt, now, template.expiresAt);
  const resolved = await resolveRecipients(db, actor.companyId, input);
  if (resolved.mobiles.length === 0) throw invalid(sendMessages.noValidRecipients);
  if (resolved.mobiles.length > sendLimits.recipients)
    throw invalid(sendMessages.tooManyRecipients);
  const preview = await previewOf(db, gateway, resolved, actor.companyId, now, {
    names: template.variables,
    values: input,
  });
  if (preview.missingVariables.length > 0) {
    throw invalid(missingVariablesMessage(preview.missingVariables));
  }
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
  const name = input.name || `${template.name} ${chinaMinuteOf(now)}`;
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
    await insertRecipients(tx, task!, resolved, input, now);
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
    await alsoInTransaction?.(tx, taskId);
  });
  return taskId;
}

/** Values of the template's variables given with the request: for typed numbers, and defaults. */
type VariableValues = {
  typedVariables?: Record<string, Record<string, string>>;
  variableDefaults?: Record<string, string>;
};

const filled = (values: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));

/**
 * Every recipient of a request as it will be stored, one row per number, numbered typed first
 * (in the order typed) and then the groups' contacts (by number): its name and its variables'
 * values. A value comes from the contact (its variables, then its name as {姓名}), then from what
 * the form gave for a typed number, then from the default; empty values count as none. A typed
 * number also in a chosen group is the contact (a duplicate keeps the address book's values), and
 * of a number's contacts in several groups the first one with values is taken.
 */
function recipientRowsSql(companyId: bigint, resolved: Resolved, values: VariableValues) {
  const defaults = sql`${JSON.stringify(filled(values.variableDefaults))}::jsonb`;
  const groups = groupContactsSql(companyId, resolved.groupIds);
  const typed = resolved.typed.map((mobile, i) => ({
    seq: i + 1,
    mobile,
    variables: filled(values.typedVariables?.[mobile]),
  }));
  const contactValues = (c: string) =>
    sql`(case when ${sql.raw(c)}.name <> '' then jsonb_build_object(${importColumns.name}::text, ${sql.raw(c)}.name) else '{}'::jsonb end)
        || coalesce((select jsonb_object_agg(key, value) from jsonb_each(${sql.raw(c)}.variables)
                     where value <> '""'::jsonb), '{}'::jsonb)`;
  return sql`
    select r.seq, r.mobile, coalesce(c.name, '') as name,
           ${defaults} || r.variables || ${contactValues('c')} as variables
    from jsonb_to_recordset(${JSON.stringify(typed)}::jsonb) as r(seq int, mobile text, variables jsonb)
    left join lateral (${groups.numberIn(sql`r.mobile`)}) c on true
    union all
    select (${typed.length} + row_number() over (order by g.mobile))::int, g.mobile, g.name,
           ${defaults} || ${contactValues('g')}
    from (${groups.eachNumberBut(resolved.typed)}) g`;
}

/** The template's variables some recipients have no value for, in the template's order. */
async function missingVariables(
  db: Db,
  companyId: bigint,
  resolved: Resolved,
  values: VariableValues,
  variables: readonly string[],
): Promise<MissingVariable[]> {
  if (variables.length === 0) return [];
  const result = await db.execute(sql`
    select v.name, count(*)::int as count,
           (array_agg(r.mobile order by r.seq))[1:${sendLimits.listedProblems}::int] as mobiles
    from (${recipientRowsSql(companyId, resolved, values)}) r
    cross join jsonb_array_elements_text(${JSON.stringify(variables)}::jsonb) as v(name)
    where r.variables ->> v.name is null
    group by v.name`);
  const rows = (result as unknown as { rows: MissingVariable[] }).rows;
  return variables.flatMap((name) => rows.filter((r) => r.name === name));
}

async function insertRecipients(
  tx: Tx,
  task: Task,
  resolved: Resolved,
  values: VariableValues,
  now: Date,
) {
  await tx.execute(sql`
    insert into send_recipients (task_id, seq, company_id, mobile, name, variables, carrier, updated_at)
    select ${task.id.toString()}::bigint, r.seq, ${task.companyId.toString()}::bigint, r.mobile,
           r.name, r.variables, ${carrierSql(sql.raw('r.mobile'))}, ${now.toISOString()}::timestamptz
    from (${recipientRowsSql(task.companyId, resolved, values)}) r`);
}
