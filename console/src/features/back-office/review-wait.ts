/** How long an item has waited for review, for the queue: 35 → 35分钟, 135 → 2小时15分钟, 3000 → 2天2小时. */
export function waitedText(minutes: number | null): string {
  if (minutes === null) return '未开始';
  if (minutes < 60) return `${Math.max(0, minutes)}分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours}小时${minutes % 60}分钟` : `${hours}小时`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days}天${hours % 24}小时` : `${days}天`;
}
