export { formatYuan, formatMoney, yuanToCents, formatLevelThreshold } from './money.ts';
export { formatBalance } from './balance.ts';
export { parseBillDay, formatBillDay, toBillDay, formatDateTime } from './date.ts';
export type { FormatDateTimeOptions } from './date.ts';
