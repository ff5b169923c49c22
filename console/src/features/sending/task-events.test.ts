import { describe, expect, it } from 'vitest';
import { sendTaskTransitions } from '@p5g/api/contract';
import { causeHelpPath } from './failure-help.ts';
import { timelineItemOf } from './task-events.ts';

describe('the task timeline', () => {
  it('names every transition of the status machine in Chinese', () => {
    for (const [event, { to }] of Object.entries(sendTaskTransitions)) {
      const item = timelineItemOf({ event, toStatus: to, actorName: null, reason: null });
      expect(item.title).toMatch(/^[\u4e00-\u9fa5]+$/);
    }
  });

  it('says who did it, the system when nobody did, and why', () => {
    expect(
      timelineItemOf({
        event: 'reject',
        toStatus: 8,
        actorName: '运营审核员',
        reason: '内容不合规',
      }),
    ).toEqual({
      title: '审核驳回',
      tone: 'danger',
      description: '操作人：运营审核员；原因：内容不合规',
    });
    expect(
      timelineItemOf({ event: 'timeOut', toStatus: 9, actorName: null, reason: null }),
    ).toEqual({ title: '审核超时', tone: 'danger', description: '操作人：系统' });
  });

  it('an event it does not know is named by the status it led to', () => {
    expect(
      timelineItemOf({ event: 'other', toStatus: 4, actorName: null, reason: null }).title,
    ).toBe('已发送');
  });
});

describe('send-failure help', () => {
  it('links every cause to the help article on send failures', () => {
    expect(causeHelpPath('vacant')).toBe('/help_center?id=3');
    expect(causeHelpPath('carrierFault')).toBe('/help_center?id=3');
  });
});
