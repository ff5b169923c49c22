import { describe, expect, it } from 'vitest';
import { publishWarning, showcaseActions } from './showcase-actions.ts';

describe('showcaseActions', () => {
  it('publishes and deletes what is not public, takes down what is', () => {
    expect(showcaseActions('draft')).toEqual({ publish: true, unpublish: false, delete: true });
    expect(showcaseActions('withdrawn')).toEqual({
      publish: true,
      unpublish: false,
      delete: true,
    });
    expect(showcaseActions('published')).toEqual({
      publish: false,
      unpublish: true,
      delete: false,
    });
  });
});

describe('publishWarning', () => {
  it('names the charge of a first publication, and none after', () => {
    expect(publishWarning({ charged: false, balanceName: '电子画册' })).toContain(
      '扣减一个电子画册余额',
    );
    expect(publishWarning({ charged: true, balanceName: '+媒体' })).toContain('不再扣减');
  });
});
