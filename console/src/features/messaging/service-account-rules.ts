import {
  chatbotEditable,
  chatbotStatus,
  type CarrierReview,
  type ResponseOf,
} from '@p5g/api/contract';
import { pollWhile } from '../../lib/poll-while.ts';

export type Tone = 'neutral' | 'processing' | 'success' | 'danger';

/** The tone of a service account's status (草稿, 审核中, 审核通过, 已驳回). */
export const chatbotStatusTone: Record<number, Tone> = {
  [chatbotStatus.draft]: 'neutral',
  [chatbotStatus.review]: 'processing',
  [chatbotStatus.approved]: 'success',
  [chatbotStatus.rejected]: 'danger',
};

/** A carrier's registration of an approved service account, in words. */
export const registrationNames: Record<CarrierReview['state'], string> = {
  pending: '登记中',
  approved: '已登记',
  rejected: '登记失败',
};

export const registrationTone: Record<CarrierReview['state'], Tone> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'danger',
};

/** A registration the carrier has suspended (§13.1): no message goes there until it restores it. */
export const suspendedName = '已被运营商暂停';

/** What a manager may do with a service account; sub-accounts only look (spec §6). */
export function chatbotActions(status: number, isManager: boolean) {
  const editable = isManager && chatbotEditable(status);
  return { edit: editable, submit: editable };
}

/** Whether an answer is still coming (the platform review or a carrier), so the list asks again. */
export const awaitsAnswer = (bot: { status: number; carriers: readonly CarrierReview[] }) =>
  bot.status === chatbotStatus.review || bot.carriers.some((c) => c.state === 'pending');

/** The service accounts are asked again every 5 s while the platform or a carrier has yet to answer. */
export const chatbotListPolling = {
  refreshInterval: pollWhile(
    (page: ResponseOf<'chatbotList'>) => page.list.some(awaitsAnswer),
    5_000,
  ),
};
