import { formatMoney } from '@p5g/design-system/format';

/** What earns a tier (spec §1), from its yearly spend in cents: null for new accounts, 0 for any purchase. */
export function tierCondition(yearlySpend: number | null): string {
  if (yearlySpend === null) return '新注册账号';
  if (yearlySpend === 0) return '任意一笔消费';
  return `近365天消费满${formatMoney(yearlySpend)}`;
}
