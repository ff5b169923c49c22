import { describe, expect, it } from 'vitest';
import { awaitsAnswer, chatbotActions } from './service-account-rules.ts';

const carrier = (state: 'pending' | 'approved' | 'rejected') => ({
  carrier: 'cmcc' as const,
  carrierName: '中国移动',
  state,
  reason: null,
  updateTime: null,
});

describe('chatbotActions', () => {
  it('lets a manager edit and submit drafts and rejected accounts only', () => {
    expect(chatbotActions(1, true)).toEqual({ edit: true, submit: true });
    expect(chatbotActions(4, true)).toEqual({ edit: true, submit: true });
    expect(chatbotActions(2, true)).toEqual({ edit: false, submit: false });
    expect(chatbotActions(3, true)).toEqual({ edit: false, submit: false });
  });

  it('offers a sub-account nothing', () => {
    for (const status of [1, 2, 3, 4]) {
      expect(chatbotActions(status, false)).toEqual({ edit: false, submit: false });
    }
  });
});

describe('awaitsAnswer', () => {
  it('waits while the platform reviews or a carrier has not answered', () => {
    expect(awaitsAnswer({ status: 2, carriers: [] })).toBe(true);
    expect(awaitsAnswer({ status: 3, carriers: [carrier('approved'), carrier('pending')] })).toBe(
      true,
    );
  });

  it('stops once every answer is in', () => {
    expect(awaitsAnswer({ status: 3, carriers: [carrier('approved'), carrier('rejected')] })).toBe(
      false,
    );
    expect(awaitsAnswer({ status: 1, carriers: [] })).toBe(false);
  });
});
