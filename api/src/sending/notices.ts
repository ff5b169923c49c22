import { postNotice } from '../account-centre/notices.ts';
import type { DeliveryCounts } from '../contract/schemas/sending.ts';
import { sendTaskStatus } from '../contract/sending-status.ts';
import type { Tx } from '../db/client.ts';
import type { Task } from './lifecycle.ts';
import { chinaMinuteOf } from '../lib/calendar.ts';

/**
 * What a company is told in 消息中心 about its send tasks: the platform's review decision (or that
 * none came in time), and how a task ended once every recipient's outcome is known (the counts are final then).
 */
type Notice = { title: string; content: string };

export function approvedNotice(task: Pick<Task, 'name' | 'sendAt'>, now: Date): Notice {
  const when =
    task.sendAt && task.sendAt > now ? `将于${chinaMinuteOf(task.sendAt)}发送` : '现在开始发送';
  return { title: '发送任务审核通过', content: `发送任务“${task.name}”已通过审核，${when}。` };
}

export function rejectedNotice(task: Pick<Task, 'name'>, reason: string): Notice {
  return {
    title: '发送任务审核未通过',
    content: `发送任务“${task.name}”未通过审核。原因：${reason}。您可调整后复制为新任务重新提交。`,
  };
}

/** A task nobody reviewed in time (9): nothing was sent, and it can be submitted again. */
export function timedOutNotice(task: Pick<Task, 'name'>): Notice {
  return {
    title: '发送任务审核超时',
    content: `发送任务“${task.name}”提交后24小时内未完成审核，已关闭，未发送。您可复制为新任务重新提交。`,
  };
}

/** A sent (4) or failed (5) task's outcome: delivered (read included), failed, not sent, refunded. */
export function endedNotice(
  task: Pick<Task, 'name' | 'status' | 'endNote'>,
  counts: DeliveryCounts,
  refunded: number,
): Notice {
  const sent = task.status === sendTaskStatus.sent;
  const succeeded = counts.delivered5g + counts.deliveredSms + counts.read;
  const figures = [
    `共${counts.total}个号码`,
    `成功${succeeded}个`,
    `失败${counts.failed}个`,
    ...(counts.notSent > 0 ? [`未发送${counts.notSent}个`] : []),
    ...(refunded > 0 ? [`已退还${refunded}条`] : []),
  ];
  return {
    title: sent ? '发送任务已完成' : '发送任务发送失败',
    content: `发送任务“${task.name}”${sent ? '已发送完成' : '发送失败'}${task.endNote ? `（${task.endNote}）` : ''}：${figures.join('，')}。`,
  };
}

export const postTaskNotice = (tx: Tx, task: Pick<Task, 'companyId'>, notice: Notice, now: Date) =>
  postNotice(tx, { companyId: task.companyId, ...notice, now });
