import { style } from '@vanilla-extract/css';

/** The rules that hide an element on screen and keep it for screen readers (for a media query). */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Present for screen readers, invisible on screen. */
export const visuallyHidden = style(visuallyHiddenRules);
