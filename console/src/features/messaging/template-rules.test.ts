import { describe, expect, it } from 'vitest';
import {
  awaitsTemplateReview,
  reviewStartsLater,
  templateActions as actionsOf,
} from './template-rules.ts';

const now = new Date('2026-11-23T02:00:00Z');
const templateActions = (status: number, expireTime: string | null = null) =>
  actionsOf(status, expireTime, now);

describe('templateActions', () => {
  it('edits and submits drafts only', () => {
    expect(templateActions(1)).toEqual({
      send: false,
      edit: true,
      submit: true,
      resubmit: false,
      delete: true,
    });
  });

  it('sends approved templates while they are valid (spec §2: not after expiry)', () => {
    expect(templateActions(3, '2026-11-24T02:00:00Z').send).toBe(true);
    expect(templateActions(3, '2026-11-23T01:59:59Z').send).toBe(false);
    for (const status of [0, 1, 2, 4, 6, 7, 10]) expect(templateActions(status).send).toBe(false);
  });

  it('resubmits rejected, expired and invalid templates', () => {
    for (const status of [4, 7, 10, 0]) {
      expect(templateActions(status)).toMatchObject({ edit: false, resubmit: true, delete: true });
    }
  });

  it('offers nothing while a review runs', () => {
    for (const status of [2, 6]) {
      expect(templateActions(status)).toEqual({
        send: false,
        edit: false,
        submit: false,
        resubmit: false,
        delete: false,
      });
    }
  });

  it('lets an approved template be sent and deleted but not changed', () => {
    expect(templateActions(3)).toEqual({
      send: true,
      edit: false,
      submit: false,
      resubmit: false,
      delete: true,
    });
  });
});

describe('awaitsTemplateReview', () => {
  it('waits in the platform and the carrier review', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 10].filter(awaitsTemplateReview)).toEqual([2, 6]);
  });
});

describe('reviewStartsLater', () => {
  const now = new Date('2026-11-23T15:00:00Z'); // 23:00 in China, outside the window

  it('gives the start of a review still to come', () => {
    const start = reviewStartsLater(
      { status: 2, reviewStartTime: '2026-11-24T00:00:00.000Z' },
      now,
    );
    expect(start?.toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('is null once the review has started or for other statuses', () => {
    expect(
      reviewStartsLater({ status: 2, reviewStartTime: '2026-11-23T14:00:00Z' }, now),
    ).toBeNull();
    expect(
      reviewStartsLater({ status: 6, reviewStartTime: '2026-11-24T00:00:00Z' }, now),
    ).toBeNull();
    expect(reviewStartsLater({ status: 2, reviewStartTime: null }, now)).toBeNull();
  });
});
