import { describe, expect, it } from 'vitest';
import {
  clampPosition,
  defaultPosition,
  gutterGap,
  gutterOf,
  keyMove,
  keyStep,
  parsePosition,
} from './side-menu-position.ts';

const viewport = { width: 1366, height: 768 };
const menu = { width: 56, height: 320 };

describe('side menu position', () => {
  it('starts at the right edge below the header', () => {
    expect(defaultPosition(viewport, menu)).toEqual({ x: 1366 - 56 - 24, y: 160 });
  });

  it('keeps the whole menu inside the viewport with a margin', () => {
    expect(clampPosition({ x: -50, y: -10 }, viewport, menu)).toEqual({ x: 8, y: 8 });
    expect(clampPosition({ x: 5000, y: 5000 }, viewport, menu)).toEqual({
      x: 1366 - 56 - 8,
      y: 768 - 320 - 8,
    });
    expect(clampPosition({ x: 300.4, y: 200.6 }, viewport, menu)).toEqual({ x: 300, y: 201 });
  });

  it('pins the menu to the margin when the viewport is smaller than the menu', () => {
    expect(clampPosition({ x: 100, y: 100 }, { width: 40, height: 200 }, menu)).toEqual({
      x: 8,
      y: 8,
    });
  });

  it('reads a saved position and refuses anything else', () => {
    expect(parsePosition('{"x":10,"y":20}')).toEqual({ x: 10, y: 20 });
    expect(parsePosition(null)).toBeNull();
    expect(parsePosition('')).toBeNull();
    expect(parsePosition('not json')).toBeNull();
    expect(parsePosition('[1,2]')).toBeNull();
    expect(parsePosition('{"x":"10","y":20}')).toBeNull();
    expect(parsePosition('{"x":null,"y":20}')).toBeNull();
    expect(parsePosition('null')).toBeNull();
  });

  it('moves by a step per arrow key, four with Shift, and ignores other keys', () => {
    expect(keyMove('ArrowLeft', false)).toEqual({ x: -keyStep, y: 0 });
    expect(keyMove('ArrowDown', false)).toEqual({ x: 0, y: keyStep });
    expect(keyMove('ArrowUp', true)).toEqual({ x: 0, y: -4 * keyStep });
    expect(keyMove('Enter', false)).toBeNull();
  });

  it('keeps a gutter at the edge the menu sits by, folded or unfolded, and none when hidden', () => {
    const folded = defaultPosition(viewport, menu);
    expect(gutterOf(folded, viewport, menu)).toEqual({ start: 0, end: 56 + 24 + gutterGap });
    const unfoldedMenu = { width: 140, height: 320 };
    const unfolded = defaultPosition(viewport, unfoldedMenu);
    expect(gutterOf(unfolded, viewport, unfoldedMenu)).toEqual({
      start: 0,
      end: 140 + 24 + gutterGap,
    });
    expect(gutterOf({ x: 8, y: 160 }, viewport, menu)).toEqual({
      start: 8 + 56 + gutterGap,
      end: 0,
    });
    expect(gutterOf(folded, viewport, { width: 0, height: 0 })).toEqual({ start: 0, end: 0 });
  });
});
