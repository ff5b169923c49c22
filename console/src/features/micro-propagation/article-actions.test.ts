import { describe, expect, it } from 'vitest';
import { articleActions, mayStartArticle } from './article-actions.ts';

const article = (status: 0 | 1 | 2 | 3 | 4, live = false) => articleActions({ status, live });

describe('articleActions', () => {
  it('lets a new draft be edited, submitted, previewed and deleted, not taken down', () => {
    expect(article(1)).toEqual({
      edit: true,
      submit: true,
      invalidate: false,
      delete: true,
      tempLink: true,
    });
  });

  it('keeps the draft version of a live article: no delete, and the live one can be taken down', () => {
    expect(article(1, true)).toMatchObject({ edit: true, delete: false, invalidate: true });
  });

  it('offers no change while in review', () => {
    expect(article(2)).toMatchObject({ edit: false, submit: false, delete: false });
  });

  it('lets a passed article be edited into a new version and taken down, not resubmitted as is', () => {
    expect(article(3, true)).toMatchObject({ edit: true, submit: false, invalidate: true });
  });

  it('lets a rejected article be edited or resubmitted', () => {
    expect(article(4)).toMatchObject({ edit: true, submit: true, delete: false });
  });

  it('offers nothing for an article taken down', () => {
    expect(article(0)).toEqual({
      edit: false,
      submit: false,
      invalidate: false,
      delete: false,
      tempLink: false,
    });
  });
});

describe('mayStartArticle', () => {
  it('lets a trial account start its first article only', () => {
    expect(mayStartArticle({ isTrial: true, held: 0 })).toBe(true);
    expect(mayStartArticle({ isTrial: true, held: 1 })).toBe(false);
  });

  it('does not limit other accounts', () => {
    expect(mayStartArticle({ isTrial: false, held: 12 })).toBe(true);
  });
});
