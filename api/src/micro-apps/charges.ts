import { codes } from '../contract/codes.ts';
import {
  paidFeatureNames,
  publicFormStates,
  type PaidFeature,
  type PublicFormState,
} from '../contract/micro-app-form.ts';
import type { Tx } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { debit, recordUsage } from '../ledger/ledger.ts';

/**
 * What micro-apps cost and count. Paid-exclusive features draw one unit per use from the
 * micro-app balance (ledger category 2, the 微应用/微传播 count, `quantityMApp` in the balance
 * answer) with a kind-4 consumption entry written in the transaction that records the use; every
 * accepted answer is one call in the micro-app trend (usage category 2).
 */
export const microAppCategory = 2;

/** A public form that is not open: the page's message, with the state in `data.state`. */
export const formNotOpen = (state: PublicFormState, message: string = publicFormStates[state]) =>
  new ApiError(
    state === 'notFound' ? codes.notFound : codes.invalidRequest,
    message,
    state === 'notFound' ? 404 : 400,
    { state },
  );

/**
 * Charges one use of a paid feature of a form to its company's micro-app balance, in the
 * transaction that records the use. When the balance cannot pay, the use is refused as the pause
 * (spec §4) and the transaction, the use with it, rolls back.
 */
export async function chargeUse(
  tx: Tx,
  form: { companyId: bigint; title: string },
  feature: PaidFeature,
  now: Date,
) {
  await debit(tx, {
    companyId: form.companyId,
    category: microAppCategory,
    kind: 4,
    quantity: 1,
    now,
    description: `微应用「${form.title}」${paidFeatureNames[feature]}`,
  }).catch((error: unknown) => {
    throw error instanceof ApiError && error.code === codes.insufficientBalance
      ? formNotOpen('paused')
      : error;
  });
}

/** One accepted answer, counted into the micro-app trend (ecBillDtl/queryWeek category 2). */
export const countAnswer = (tx: Tx, companyId: bigint, now: Date) =>
  recordUsage(tx, companyId, microAppCategory, now, 1);
