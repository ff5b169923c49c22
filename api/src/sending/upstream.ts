import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import type { UpstreamMessage } from '../messaging/gateway.ts';

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
    insert into upstream_messages
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
    on conflict (carrier_message_id) do nothing`);
}
