import { describe, expect, it } from 'vitest';
import { sendTaskStatus as s } from '@p5g/api/contract';
import { isTaskLive, mayCopyAsNew, taskActions } from './task-rules.ts';

describe('send record actions per status (spec §4)', () => {
  it.each([
    [s.initialising, { pause: false, resume: false, cancel: true }],
    [s.pendingReview, { pause: false, resume: false, cancel: true }],
    [s.ready, { pause: false, resume: false, cancel: true }],
    [s.sending, { pause: true, resume: false, cancel: true }],
    [s.paused, { pause: false, resume: true, cancel: true }],
    [s.sent, { pause: false, resume: false, cancel: false }],
    [s.failed, { pause: false, resume: false, cancel: false }],
    [s.cancelled, { pause: false, resume: false, cancel: false }],
    [s.rejected, { pause: false, resume: false, cancel: false }],
    [s.reviewTimedOut, { pause: false, resume: false, cancel: false }],
  ])('status %i offers %o', (status, actions) => {
    expect(taskActions(status)).toEqual(actions);
  });
});

describe('live refresh', () => {
  const task = (status: number, pending: number, receiptsFinalTime: string | null = null) => ({
    status,
    counts: { pending },
    receiptsFinalTime,
  });

  it('keeps asking while the task may still change', () => {
    for (const status of [0, 1, 2, 3, 6]) expect(isTaskLive(task(status, 0))).toBe(true);
  });

  it('keeps asking after the end while receipts are awaited, and stops once they are final', () => {
    expect(isTaskLive(task(s.sent, 12))).toBe(true);
    expect(isTaskLive(task(s.sent, 12, '2026-11-23T02:00:00Z'))).toBe(false);
    expect(isTaskLive(task(s.sent, 0))).toBe(false);
    expect(isTaskLive(task(s.cancelled, 0))).toBe(false);
    expect(isTaskLive(task(s.rejected, 0))).toBe(false);
  });
});

describe('复制为新任务', () => {
  const subAccount = (grantedMenus: string[] | null) => ({
    platform: 1,
    userStatus: 1,
    isChatBotManager: false,
    grantedMenus,
  });

  it('is offered to a role that may read the template it opens', () => {
    expect(mayCopyAsNew(subAccount(['send_record', 'my_tpl']))).toBe(true);
    expect(mayCopyAsNew(subAccount(null))).toBe(true);
  });

  it('is not offered to a role with the records but not 我的模板', () => {
    expect(mayCopyAsNew(subAccount(['send_record']))).toBe(false);
  });
});
