import { sql } from 'drizzle-orm';
import type { CarrierCode } from '../../contract/schemas/messaging.ts';
import type { Db } from '../../db/client.ts';
import { chatbots, type CarrierChatbotStatus } from '../tables.ts';

/**
 * §13's notifications besides review results, at
 * `{notifyURL}/notifyInfoNotification/{chatbotId}/notice/informationChange` (§13.1, the chatbot's
 * information changed) and `…/notice/rcsspam` (§13.2, a recipient reported the chatbot or its
 * messages). §13.1 gives no body: we take the chatbot's §7.2 information (its `status` at least:
 * 0 正常, 1 调试, 2 暂停), as the stand-in sends it, and date it by the notification's signed
 * `timestamp`, so notifications that come twice or out of order end with the latest status.
 */
type Refusal = { errorCode: number; errorMessage: string };
/** A §13.2 report as kept: the messages reported (none: the chatbot itself), why, and when. */
type SpamReport = { messageId: string[]; spamType?: string; freeText?: string; at: number };

/** The notice's time: the §6.2 `timestamp` header, Unix seconds. */
const badTimestamp: Refusal = {
  errorCode: 20002,
  errorMessage: '参数异常：timestamp 须为 Unix 秒数',
};

/** The entry kept for a §13.1 notification, or what is wrong with it. */
export function chatbotChangeOf(
  payload: Record<string, unknown>,
  timestamp: string,
): CarrierChatbotStatus | Refusal {
  const { status } = payload;
  if (!/^\d{1,12}$/.test(timestamp)) return badTimestamp;
  if (status !== 0 && status !== 1 && status !== 2) {
    return { errorCode: 20002, errorMessage: '参数异常：status 须为 0、1 或 2' };
  }
  return { status, at: Number(timestamp) };
}

/**
 * The entry kept for a §13.2 terminal report (kept with the other callbacks for the operators; it
 * changes nothing by itself), or what is wrong with it.
 */
export function spamReportOf(
  payload: Record<string, unknown>,
  timestamp: string,
): SpamReport | Refusal {
  const { messageId, spamType, freeText } = payload;
  if (!/^\d{1,12}$/.test(timestamp)) return badTimestamp;
  const ids = messageId ?? [];
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) {
    return { errorCode: 20002, errorMessage: '参数异常：messageId 须为消息ID数组' };
  }
  for (const [name, value] of [
    ['spamType', spamType],
    ['freeText', freeText],
  ] as const) {
    if (value !== undefined && typeof value !== 'string') {
      return { errorCode: 20002, errorMessage: `参数异常：${name} 须为字符串` };
    }
  }
  return {
    messageId: ids as string[],
    spamType: spamType as string | undefined,
    freeText: freeText as string | undefined,
    at: Number(timestamp),
  };
}

/**
 * Records a chatbot's status at one carrier, unless a later notification said otherwise already
 * (of the same second, the one handed on last wins). Applying the same one again, or an older one
 * after, changes nothing.
 */
export async function recordChatbotStatus(
  db: Db,
  carrier: CarrierCode,
  chatbotUri: string,
  change: CarrierChatbotStatus,
) {
  const held = sql`${chatbots.carrierStatuses} -> ${carrier}::text`;
  await db.execute(sql`
    update ${chatbots}
    set carrier_statuses = ${chatbots.carrierStatuses}
      || jsonb_build_object(${carrier}::text, ${JSON.stringify(change)}::jsonb)
    where ${chatbots.carrierChatbotIds} ->> ${carrier}::text = ${chatbotUri}
      and (${held} is null or (${held} ->> 'at')::bigint <= ${change.at})`);
}
