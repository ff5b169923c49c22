export { formatYuan, formatMoney, yuanToCents, formatLevelThreshold } from './money.ts';
export { formatBalance } from './balance.ts';
export { parseBillDay, formatBillDay, toBillDay, formatDateTime, formatDate } from './date.ts';
export type { FormatDateTimeOptions } from './date.ts';
