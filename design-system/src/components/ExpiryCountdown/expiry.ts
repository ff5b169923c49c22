const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export type ExpiryLeft =
  { state: 'expired' } | { state: 'valid' | 'urgent'; days: number; hours: number };

/**
 * What is left of a validity ending at `expiresAt`, seen at `now`, in whole days and hours (rounded
 * down, so it never promises time that is not there). At `expiresAt` itself it has expired. Less
 * than 24 hours left is urgent.
 */
export function expiryLeft(expiresAt: Date, now: Date): ExpiryLeft {
  const left = expiresAt.getTime() - now.getTime();
  if (!(left > 0)) return { state: 'expired' };
  return {
    state: left < dayMs ? 'urgent' : 'valid',
    days: Math.floor(left / dayMs),
    hours: Math.floor((left % dayMs) / hourMs),
  };
}

/** The countdown in words: 剩余6天23小时, 剩余5小时, 剩余不足1小时, 已过期. */
export function expiryText(left: ExpiryLeft): string {
  if (left.state === 'expired') return '已过期';
  if (left.days > 0) return `剩余${left.days}天${left.hours}小时`;
  if (left.hours > 0) return `剩余${left.hours}小时`;
  return '剩余不足1小时';
}
