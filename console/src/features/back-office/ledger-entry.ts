import { billKindNames, ledgerEntryRequest, type LedgerEntryRequest } from '@p5g/api/contract';

/** Manual ledger entries of the management platform (spec §4 bill kinds 3, 6, 7). */
export const ledgerKinds = [
  { kind: 3, title: '人工调整', amountLabel: '调整数量（负数为扣减）' },
  { kind: 6, title: billKindNames[6], amountLabel: '退回数量' },
  { kind: 7, title: billKindNames[7], amountLabel: '延期天数' },
] as const;

type LedgerKind = (typeof ledgerKinds)[number]['kind'];

/** The adjustment form as typed: every value a string from its field. */
export type LedgerEntryForm = {
  kind: LedgerKind;
  category: number;
  /** Quantity (kinds 3 and 6, signed for 3) or days (kind 7). */
  amount: string;
  /** Refunds may name the order they take back. */
  orderNo: string;
  reason: string;
};

export type LedgerEntryResult =
  | { ok: true; request: LedgerEntryRequest }
  | { ok: false; errors: Partial<Record<'amount' | 'orderNo' | 'reason' | 'category', string>> };

/**
 * The manageLedgerEntry request for a company from the form, checked with the contract's own rules
 * and messages; a problem comes back under the form field that holds it.
 */
export function ledgerEntryRequestOf(companyId: string, form: LedgerEntryForm): LedgerEntryResult {
  const amountText = form.amount.trim();
  const amount = amountText === '' ? undefined : Number(amountText);
  const base = { companyId, category: form.category, reason: form.reason.trim() };
  const orderNo = form.orderNo.trim();
  const candidate =
    form.kind === 7
      ? { ...base, kind: 7, days: amount }
      : form.kind === 6
        ? { ...base, kind: 6, quantity: amount, ...(orderNo && { orderNo }) }
        : { ...base, kind: 3, quantity: amount };
  const parsed = ledgerEntryRequest.safeParse(candidate);
  if (parsed.success) return { ok: true, request: candidate as LedgerEntryRequest };
  const errors: Extract<LedgerEntryResult, { ok: false }>['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const key =
      field === 'orderNo' || field === 'reason' || field === 'category' ? field : 'amount';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
