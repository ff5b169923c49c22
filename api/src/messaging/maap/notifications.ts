import { sql } from 'drizzle-orm';
import type { CarrierCode } from '../../contract/schemas/messaging.ts';
import type { Db } from '../../db/client.ts';
import { chatbots, type CarrierChatbotStatus } from '../tables.ts';

/**
 * §13's notifications besides review results, at
 * `{notifyURL}/notifyInfoNotification/{chatbotId}/notice/informationChange` (§13.1, the chatbot's
 * information changed) and `…/notice/rcsspam` (§13.2, a recipient reported the chatbot or its
 * messages). §13.1 has no body: when the notice is handed on, the chatbot's §7.2 information is
 * asked of the carrier (its `status`: 0 正常, 1 调试, 2 暂停) and dated by the notice's signed
 * `timestamp`, so notices that come twice or out of order end with the status the latest one
 * brought. 中国移动's interface has no §7.2 here: its notice carries the `status` in its body.
 */
type Refusal = { errorCode: number; errorMessage: string };
/** A §13.2 report as kept: the messages reported (none: the chatbot itself), why, and when. */
type SpamReport = { messageId: string[]; spamType?: string; freeText?: string; at: number };

/** The notice's time: the §6.2 `timestamp` header, Unix seconds. */
const isUnixSeconds = (timestamp: string) => /^\d{1,12}$/.test(timestamp);
const badTimestamp: Refusal = {
  errorCode: 20002,
  errorMessage: '参数异常：timestamp 须为 Unix 秒数',
};

/** A §13.1 notice as kept: when it was signed, and its nonce (two notices in a second are two). */
export type ChatbotChangeNotice = { at: number; nonce: string };

/** The entry kept for a §13.1 notice (its body, if any, is not read), or what is wrong with it. */
export function chatbotChangeOf(timestamp: string, nonce: string): ChatbotChangeNotice | Refusal {
  return isUnixSeconds(timestamp) ? { at: Number(timestamp), nonce } : badTimestamp;
}

/** The entry kept for 中国移动's §13.1 notice, the status in its body, or what is wrong with it. */
export function cmChatbotChangeOf(
  payload: Record<string, unknown>,
  timestamp: string,
): CarrierChatbotStatus | Refusal {
  const { status } = payload;
  if (!isUnixSeconds(timestamp)) return badTimestamp;
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
  if (!isUnixSeconds(timestamp)) return badTimestamp;
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
