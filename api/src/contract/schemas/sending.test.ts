import { describe, expect, it } from 'vitest';
import '../zod-locale.ts';
import {
  mobileFilterProblem,
  scheduleProblem,
  sendMessages,
  sendRequest,
  shownMobile,
} from './sending.ts';

describe('typed recipients', () => {
  it('refuse a number holding a control character or a lone surrogate', () => {
    const message = (mobile: string) =>
      sendRequest.safeParse({ templateId: '1', mobiles: [mobile] }).error?.issues[0]?.message;
    expect(message('1380000\u00000000')).toBe('号码格式错误');
    expect(message('13800000000\ud800')).toBe('号码格式错误');
    // Anything else typed is the preview's to list as invalid, not a refusal.
    expect(message('12345')).toBeUndefined();
  });
});

describe('a scheduled time', () => {
  // 2026-11-23 10:00 China time; the template expires 2026-11-28 10:00 China time.
  const now = new Date('2026-11-23T02:00:00Z');
  const expiresAt = new Date('2026-11-28T02:00:00Z');

  it('must fall before the template expires, which the message names in China time', () => {
    expect(scheduleProblem(new Date('2026-11-28T01:59:00Z'), now, expiresAt)).toBeNull();
    for (const late of ['2026-11-28T02:00:00Z', '2026-12-03T02:00:00Z']) {
      expect(scheduleProblem(new Date(late), now, expiresAt)).toBe(
        '定时发送时间须早于模板有效期（2026-11-28 10:00），过期的模板不能发送',
      );
    }
  });

  it('is checked against the other rules first, and not at all for a template without expiry', () => {
    expect(scheduleProblem(new Date('2026-12-03T15:00:00Z'), now, expiresAt)).toBe(
      sendMessages.scheduleOutsideHours,
    );
    expect(scheduleProblem(new Date('2026-12-03T02:00:00Z'), now, null)).toBeNull();
  });
});

describe('a recipient’s number as it is shown or exported', () => {
  it('hides the middle four digits unless the session confirmed its password', () => {
    expect(shownMobile('13812341234', false)).toBe('138****1234');
    expect(shownMobile('13812341234', true)).toBe('13812341234');
  });
});

describe('a filter by number', () => {
  it('takes only a whole number while numbers are masked, any part once they are shown', () => {
    expect(mobileFilterProblem('0004', false)).toBe(sendMessages.wholeMobileWhileMasked);
    expect(mobileFilterProblem('1380000000', false)).toBe(sendMessages.wholeMobileWhileMasked);
    expect(mobileFilterProblem('13800000004', false)).toBeNull();
    expect(mobileFilterProblem('0004', true)).toBeNull();
  });
});
