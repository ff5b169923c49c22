/** Where the floating side menu sits: its top-left corner in viewport pixels. */
export type Position = { x: number; y: number };
export type Size = { width: number; height: number };

/** Space kept between the menu and the viewport's edges. */
const margin = 8;

/** First place of the menu: at the right edge, below the header. */
export const defaultPosition = (viewport: Size, menu: Size): Position =>
  clampPosition({ x: viewport.width - menu.width - 24, y: 160 }, viewport, menu);

/** Keeps the whole menu inside the viewport (after a drag, a resize, or a stale saved place). */
export function clampPosition(position: Position, viewport: Size, menu: Size): Position {
  const clamp = (value: number, max: number) =>
    Math.round(Math.min(Math.max(value, margin), Math.max(margin, max - margin)));
  return {
    x: clamp(position.x, viewport.width - menu.width),
    y: clamp(position.y, viewport.height - menu.height),
  };
}

/** A saved position, or null when there is none or it is not one. */
export function parsePosition(raw: string | null): Position | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { x, y } = value as Record<string, unknown>;
    return Number.isFinite(x) && Number.isFinite(y) ? { x: x as number, y: y as number } : null;
  } catch {
    return null;
  }
}

/** Pixels an arrow key moves the menu; with Shift, four times as far. */
export const keyStep = 16;

const arrowDeltas: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The move an arrow key asks for, or null for any other key. */
export function keyMove(key: string, shiftKey: boolean): Position | null {
  const delta = arrowDeltas[key];
  if (!delta) return null;
  const step = shiftKey ? keyStep * 4 : keyStep;
  return { x: delta[0] * step, y: delta[1] * step };
}

/** Space kept between the menu and the content beside it. */
export const gutterGap = 16;

/** The room the page keeps free beside the menu, at its start or end edge, in pixels. */
export type Gutter = { start: number; end: number };

/**
 * The gutter the content keeps clear of the menu where it is now: at the end edge while the menu
 * sits in the right half of the window, at the start edge in the left half. A hidden menu (no
 * size, as on a narrow screen) needs none.
 */
export function gutterOf(position: Position, viewport: Size, menu: Size): Gutter {
  if (menu.width === 0) return { start: 0, end: 0 };
  const centre = position.x + menu.width / 2;
  return centre > viewport.width / 2
    ? { start: 0, end: Math.max(0, viewport.width - position.x) + gutterGap }
    : { start: position.x + menu.width + gutterGap, end: 0 };
}
