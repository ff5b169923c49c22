import { describe, expect, it } from 'vitest';
import { miniAppActions } from './mini-app-actions.ts';

const app = (status: 0 | 1 | 2 | 3 | 4, live = false, answersTotal = 0) =>
  miniAppActions({ status, live, answersTotal });

describe('miniAppActions', () => {
  it('lets a new draft be edited, submitted and deleted, nothing else', () => {
    expect(app(1)).toEqual({
      edit: true,
      submit: true,
      invalidate: false,
      delete: true,
      results: false,
    });
  });

  it('keeps a draft version of a live form: no delete, and the live one can be taken down', () => {
    expect(app(1, true, 3)).toEqual({
      edit: true,
      submit: true,
      invalidate: true,
      delete: false,
      results: true,
    });
  });

  it('offers nothing to change while in review, the live version still collecting', () => {
    expect(app(2)).toEqual({
      edit: false,
      submit: false,
      invalidate: false,
      delete: false,
      results: false,
    });
    expect(app(2, true, 1)).toMatchObject({ edit: false, invalidate: true, results: true });
  });

  it('edits a passed form as a new version, takes it down, and shows its answers', () => {
    expect(app(3, true)).toEqual({
      edit: true,
      submit: false,
      invalidate: true,
      delete: false,
      results: true,
    });
  });

  it('lets a rejected form be edited or submitted again as it stands', () => {
    expect(app(4)).toMatchObject({ edit: true, submit: true, delete: false });
  });

  it('leaves an invalid form its answers only', () => {
    expect(app(0, false, 12)).toEqual({
      edit: false,
      submit: false,
      invalidate: false,
      delete: false,
      results: true,
    });
    expect(app(0).results).toBe(false);
  });
});
