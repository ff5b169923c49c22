import { describe, expect, it } from 'vitest';
import { exportRequest, exportTransitions, shownExportState } from './downloads.ts';

describe('export files', () => {
  it('are shown expired from their expiry time on, whatever their stored state', () => {
    const expiresAt = new Date('2026-11-30T01:00:00Z');
    expect(shownExportState('ready', expiresAt, new Date('2026-11-30T00:59:59Z'))).toBe('ready');
    expect(shownExportState('ready', expiresAt, expiresAt)).toBe('expired');
    expect(shownExportState('failed', expiresAt.toISOString(), new Date('2026-12-01'))).toBe(
      'expired',
    );
  });

  it('move queued → generating → ready or failed, and never back (generating restarts after a crash)', () => {
    const reachable = (from: string) =>
      Object.values(exportTransitions)
        .filter((t) => (t.from as readonly string[]).includes(from))
        .map((t) => t.to);
    expect(reachable('queued')).toEqual(['generating', 'failed']);
    expect(reachable('generating')).toEqual(['generating', 'ready', 'failed']);
    expect(reachable('ready')).toEqual([]);
    expect(reachable('failed')).toEqual([]);
  });

  it('are asked for with the filters of the page they come from', () => {
    expect(exportRequest.safeParse({ kind: 'contacts' }).success).toBe(true);
    expect(
      exportRequest.safeParse({ kind: 'taskRecipients', taskId: '1', mobile: '138' }).success,
    ).toBe(true);
    expect(
      exportRequest.safeParse({ kind: 'taskRecipients', taskId: '1', mobile: '138x' }).error
        ?.issues[0]?.message,
    ).toBe('请输入手机号码（可输入部分）');
    expect(exportRequest.safeParse({ kind: 'sendRecords', status: 10 }).success).toBe(false);
  });

  it('refuses a task name with a lone surrogate, as one with a control character', () => {
    const named = (name: string) =>
      exportRequest.safeParse({ kind: 'sendRecords', name }).error?.issues[0]?.message;
    expect(named('通知\ud800')).toBe('任务名称包含非法字符');
    expect(named('通知\u0000')).toBe('任务名称包含非法字符');
    expect(named('通知')).toBeUndefined();
  });
});
