import { describe, expect, it } from 'vitest';
import { contentReviewTransitions } from './content-review.ts';
import { contentReviewStatusField } from './schemas/content-review.ts';
import { nextStatus } from './transitions.ts';

describe('contentReviewTransitions', () => {
  it('reviews a submitted draft and starts a new draft when passed content is edited', () => {
    expect(nextStatus(contentReviewTransitions, 1, 'submit')).toBe(2);
    expect(nextStatus(contentReviewTransitions, 2, 'approve')).toBe(3);
    expect(nextStatus(contentReviewTransitions, 2, 'reject')).toBe(4);
    expect(nextStatus(contentReviewTransitions, 4, 'submit')).toBe(2);
    expect(nextStatus(contentReviewTransitions, 3, 'edit')).toBe(1);
    expect(nextStatus(contentReviewTransitions, 3, 'submit')).toBeNull();
    expect(nextStatus(contentReviewTransitions, 0, 'submit')).toBeNull();
    expect(nextStatus(contentReviewTransitions, 3, 'invalidate')).toBe(0);
  });
});

describe('contentReviewStatusField', () => {
  it('takes the five statuses and nothing else', () => {
    for (const status of [0, 1, 2, 3, 4])
      expect(contentReviewStatusField.parse(status)).toBe(status);
    expect(contentReviewStatusField.safeParse(5).success).toBe(false);
    expect(contentReviewStatusField.safeParse('3').success).toBe(false);
  });
});
