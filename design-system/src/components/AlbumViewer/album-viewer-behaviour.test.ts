import { expect, it } from 'vitest';
import { albumPageCounter } from './album-viewer-behaviour.ts';

it('counts the open page, or the two facing pages, of the whole album', () => {
  expect(albumPageCounter(1, 8)).toBe('第 1 / 8 页');
  expect(albumPageCounter(2, 8, 3)).toBe('第 2–3 / 8 页');
});
