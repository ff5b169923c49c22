import { describe, expect, it } from 'vitest';
import { awaitsReview, deleteWarning } from './material-rules.ts';

describe('deleteWarning', () => {
  it('says how many templates a used material would invalidate', () => {
    expect(deleteWarning({ usedBy: 2 })).toBe(
      '该素材正被 2 个模板使用，删除后这些模板将失效，需重新制作后提交审核。',
    );
  });

  it('only warns that an unused one is gone for good', () => {
    expect(deleteWarning({ usedBy: 0 })).toBe('删除后不可恢复。');
  });
});

describe('awaitsReview', () => {
  it('waits while a carrier has not answered', () => {
    expect(awaitsReview([{ reviewState: 'approved' }, { reviewState: 'pending' }])).toBe(true);
    expect(awaitsReview([{ reviewState: 'approved' }, { reviewState: 'rejected' }])).toBe(false);
  });
});
