import { describe, expect, it } from 'vitest';
import { approvedNotice, endedNotice, rejectedNotice, timedOutNotice } from './notices.ts';

const counts = {
  total: 10,
  delivered5g: 3,
  deliveredSms: 2,
  read: 1,
  failed: 3,
  notSent: 1,
  pending: 0,
};

describe('notices of a send task', () => {
  it('say when an approved task sends: its time in China time, or now', () => {
    const now = new Date('2026-11-23T02:00:00Z');
    expect(
      approvedNotice({ name: '会员日', sendAt: new Date('2026-11-24T06:30:00Z') }, now),
    ).toEqual({
      title: '发送任务审核通过',
      content: '发送任务“会员日”已通过审核，将于2026-11-24 14:30发送。',
    });
    expect(approvedNotice({ name: '会员日', sendAt: null }, now).content).toBe(
      '发送任务“会员日”已通过审核，现在开始发送。',
    );
  });

  it('give the reviewer’s reason for a rejection', () => {
    expect(rejectedNotice({ name: '会员日' }, '含营销内容')).toEqual({
      title: '发送任务审核未通过',
      content: '发送任务“会员日”未通过审核。原因：含营销内容。您可调整后复制为新任务重新提交。',
    });
  });

  it('say a task nobody reviewed in time was closed unsent', () => {
    expect(timedOutNotice({ name: '会员日' })).toEqual({
      title: '发送任务审核超时',
      content:
        '发送任务“会员日”提交后24小时内未完成审核，已关闭，未发送。您可复制为新任务重新提交。',
    });
  });

  it('count an ended task’s successes (read included), failures, unsent and refunds', () => {
    expect(endedNotice({ name: '会员日', status: 4, endNote: null }, counts, 2)).toEqual({
      title: '发送任务已完成',
      content: '发送任务“会员日”已发送完成：共10个号码，成功6个，失败3个，未发送1个，已退还2条。',
    });
    expect(
      endedNotice(
        { name: '会员日', status: 5, endNote: '平台账户欠费，余下号码未发送' },
        { ...counts, delivered5g: 0, deliveredSms: 0, read: 0, failed: 10, notSent: 0 },
        0,
      ),
    ).toEqual({
      title: '发送任务发送失败',
      content:
        '发送任务“会员日”发送失败（平台账户欠费，余下号码未发送）：共10个号码，成功0个，失败10个。',
    });
  });
});
