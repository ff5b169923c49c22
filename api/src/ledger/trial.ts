import type { Tx } from './ledger.ts';
import { credit } from './ledger.ts';
import { addMonths } from '../lib/calendar.ts';

/** What a trial account gets (spec §1, §9): 100 free 5G messages for the three-month trial. */
const trialMessages = 100;
const trialMonths = 3;

/** Credits the trial's free messages (a kind-3 adjustment) when an account is opened. */
export function grantTrial(tx: Tx, companyId: bigint, now: Date, actorUserId: bigint | null) {
  return credit(tx, {
    companyId,
    category: 1,
    kind: 3,
    quantity: trialMessages,
    expiresAt: addMonths(now, trialMonths),
    title: '试用赠送5G消息',
    description: `试用赠送${trialMessages}条5G消息`,
    actorUserId,
    now,
  });
}
