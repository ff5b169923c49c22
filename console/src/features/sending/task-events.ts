import { sendTaskStatusNames, type SendTaskEvent, type SendTaskStatus } from '@p5g/api/contract';

type Tone = 'success' | 'processing' | 'warning' | 'danger' | 'neutral';

/** How the timeline names each transition of the send task status machine, and its outcome. */
const eventViews: Record<SendTaskEvent, { title: string; tone?: Tone }> = {
  prepare: { title: '提交审核' },
  approve: { title: '审核通过', tone: 'success' },
  reject: { title: '审核驳回', tone: 'danger' },
  timeOut: { title: '审核超时', tone: 'danger' },
  start: { title: '开始发送', tone: 'processing' },
  pause: { title: '暂停发送', tone: 'warning' },
  resume: { title: '继续发送', tone: 'processing' },
  finish: { title: '发送完成', tone: 'success' },
  fail: { title: '发送失败', tone: 'danger' },
  cancel: { title: '取消发送', tone: 'neutral' },
};

/** One event of a task's timeline as shown: what happened, who did it (or 系统) and why. */
export function timelineItemOf(event: {
  event: string;
  toStatus: number;
  actorName: string | null;
  reason: string | null;
}) {
  const view = eventViews[event.event as SendTaskEvent] ?? {
    title: sendTaskStatusNames[event.toStatus as SendTaskStatus] ?? event.event,
  };
  const who = `操作人：${event.actorName ?? '系统'}`;
  return {
    title: view.title,
    tone: view.tone,
    description: event.reason ? `${who}；原因：${event.reason}` : who,
  };
}
