import { and, asc, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { UpstreamView } from '../contract/schemas/sending.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { messageIdOf, type UpstreamMessage } from '../messaging/gateway.ts';
import { upstreamMessages } from './tables.ts';
import { queuedUpstreamEvents } from '../webhooks/outbox.ts';

/**
 * Sending's intake of upstream messages (`UpstreamIntake`): each is kept with the recipient it
 * answers, the latest task of that service account that reached the number before it arrived. A
 * message from a number no task reached is dropped; one reported again changes nothing.
 */
export async function acceptUpstreamMessages(db: Db, messages: readonly UpstreamMessage[]) {
  if (messages.length === 0) return;
  const rows = messages.map((m) => ({
    id: newId(m.receivedAt.getTime()).toString(),
    carrier_message_id: m.carrierMessageId,
    company_id: m.companyId.toString(),
    chatbot_id: m.chatbotId.toString(),
    mobile: m.mobile,
    kind: m.kind,
    text: m.text,
    postback: m.postback,
    received_at: m.receivedAt.toISOString(),
  }));
  await db.execute(sql`
    with inserted as (insert into upstream_messages
      (id, task_id, seq, carrier_message_id, kind, text, postback, received_at)
    select m.id, r.task_id, r.seq, m.carrier_message_id, m.kind, m.text, m.postback, m.received_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(
      id bigint, carrier_message_id text, company_id bigint, chatbot_id bigint, mobile text,
      kind text, text text, postback text, received_at timestamptz
    )
    cross join lateral (
      select r.task_id, r.seq
      from send_recipients r
      join send_tasks t on t.id = r.task_id
      where r.company_id = m.company_id and r.mobile = m.mobile
        and t.chatbot_id = m.chatbot_id and r.submitted_at <= m.received_at
      order by r.submitted_at desc, r.task_id desc
      limit 1
    ) r
    on conflict (carrier_message_id) do nothing
    returning task_id, seq, kind, text, postback, received_at)
    ${queuedUpstreamEvents(sql.raw('inserted'))}`);
}

/** What each of the given recipients sent back, oldest first, keyed `taskId:seq` (`messageIdOf`). */
export async function repliesOf(db: Db, recipients: readonly { taskId: bigint; seq: number }[]) {
  const byRecipient = new Map<string, UpstreamView[]>();
  if (recipients.length === 0) return byRecipient;
  const keys = sql.join(
    recipients.map((r) => sql`(${r.taskId}::bigint, ${r.seq}::int)`),
    sql`, `,
  );
  const rows = await db
    .select()
    .from(upstreamMessages)
    .where(sql`(${upstreamMessages.taskId}, ${upstreamMessages.seq}) in (${keys})`)
    .orderBy(asc(upstreamMessages.receivedAt), asc(upstreamMessages.id));
  for (const row of rows) {
    const key = messageIdOf(row.taskId, row.seq);
    const list = byRecipient.get(key) ?? [];
    list.push({
      kind: row.kind as UpstreamView['kind'],
      text: row.text,
      postback: row.postback,
      time: row.receivedAt.toISOString(),
    });
    byRecipient.set(key, list);
  }
  return byRecipient;
}

/** A task's replies (not presses) and the presses of each suggestion, most pressed first. */
export async function taskInteractions(db: Db, taskId: bigint) {
  const [[replies], buttons] = await Promise.all([
    db
      .select({ n: count() })
      .from(upstreamMessages)
      .where(
        and(
          eq(upstreamMessages.taskId, taskId),
          inArray(upstreamMessages.kind, ['text', 'location', 'file']),
        ),
      ),
    db
      .select({
        postback: upstreamMessages.postback,
        label: max(upstreamMessages.text),
        clicks: count(),
      })
      .from(upstreamMessages)
      .where(and(eq(upstreamMessages.taskId, taskId), isNotNull(upstreamMessages.postback)))
      .groupBy(upstreamMessages.postback)
      .orderBy(desc(count()), asc(upstreamMessages.postback)),
  ]);
  return {
    replies: replies?.n ?? 0,
    buttons: buttons.map((b) => ({
      postback: b.postback!,
      label: b.label ?? '',
      clicks: b.clicks,
    })),
  };
}
