import { upstreamKindNames, type UpstreamView } from '@p5g/api/contract';

/** One thing a recipient sent back, as a line: 点击按钮：查看活动. */
export const replyLine = (reply: Pick<UpstreamView, 'kind' | 'text'>) =>
  `${upstreamKindNames[reply.kind]}：${reply.text}`;

/**
 * Where a pressed suggestion sits, from its postback data: `card=2&button=1` is 第2张卡片第1个按钮,
 * `chip=3` 第3个悬浮菜单; anything else is shown as it came.
 */
export function suggestionPlace(postback: string) {
  const button = /^card=(\d+)&button=(\d+)$/.exec(postback);
  if (button) return `第${button[1]}张卡片第${button[2]}个按钮`;
  const chip = /^chip=(\d+)$/.exec(postback);
  return chip ? `第${chip[1]}个悬浮菜单` : postback;
}
