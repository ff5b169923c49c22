import { z } from 'zod';
import { chargeRequest, type ChargeRequest, type RequestOf } from '@p5g/api/contract';
import type { CartLine } from '@p5g/design-system';
import { yuanToCents } from '@p5g/design-system/format';

/** Adding an order from the cart, or editing one returned or refused in review (spec §2). */
export type SettlementMode = 'add' | 'edit';

/** What the settlement dialog says when it is done (spec §8). */
export const settlementMessages: Record<SettlementMode, { success: string; failure: string }> = {
  add: { success: '订单已提交成功，等待审核', failure: '结算失败' },
  edit: { success: '修改成功', failure: '修改失败' },
};

const { flowNo, prove, remark } = chargeRequest.shape;

/**
 * The settlement form (spec §5): the amount in yuan with up to two decimals, the transfer's serial
 * number and proof, an optional remark. When editing, the amount is shown but not editable.
 */
export const settlementForm = (mode: SettlementMode) =>
  z.object({
    pay:
      mode === 'edit'
        ? z.string()
        : z
            .string()
            .trim()
            .min(1, { error: '请输入汇款金额', abort: true })
            .refine((yuan) => (yuanToCents(yuan) ?? 0) > 0, '请输入正确的汇款金额'),
    flowNo,
    prove: z.string().min(1, '请上传汇款凭证').pipe(prove),
    remark,
  });

export type SettlementForm = { pay: string; flowNo: string; prove: string; remark?: string };

/** A key for one settlement attempt: a retry of the same submission reuses it, so no order is doubled. */
export const newRequestKey = () => crypto.randomUUID();

const optionalRemark = (remark: string | undefined) => {
  const trimmed = remark?.trim();
  return trimmed ? { remark: trimmed } : {};
};

/** orderCharge/charge: the cart's lines and the amount, sent in cents. */
export function chargePayload(
  form: SettlementForm,
  lines: readonly CartLine[],
  requestKey: string,
): ChargeRequest {
  const pay = yuanToCents(form.pay);
  if (pay === null) throw new RangeError(`not an amount in yuan: ${form.pay}`);
  return {
    pay,
    flowNo: form.flowNo.trim(),
    prove: form.prove,
    ...optionalRemark(form.remark),
    chargeList: lines.map((line) => ({ id: String(line.productId), repetitions: line.quantity })),
    requestKey,
  };
}

/** orderCharge/recharge: the same order with a new serial number, proof and remark. */
export function rechargePayload(
  form: SettlementForm,
  orderNo: string,
  requestKey: string,
): RequestOf<'recharge'> {
  return {
    orderNo,
    flowNo: form.flowNo.trim(),
    prove: form.prove,
    ...optionalRemark(form.remark),
    requestKey,
  };
}

/** Cents as the plain yuan figure a money field holds: 120050 → '1200.50'. */
export function centsToYuanInput(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
