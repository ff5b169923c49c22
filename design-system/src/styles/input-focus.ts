/**
 * The colour roles of the one focus look of every input box (text, password, number, money, search
 * and text areas, select, region and date triggers, the quantity stepper), and of buttons' focus
 * ring: plain data, so the contrast test reads the same roles the styles use.
 */
export const inputFocusRoles = {
  /** The ring of a focused input: the role every focus ring uses. */
  ring: 'focusRing',
  /** The ring of a focused input that is invalid: red like its border. */
  invalidRing: 'danger',
} as const;

/** Width of the ring in px: WCAG 2.2's focus appearance asks for at least a 2 px perimeter. */
export const inputFocusWidth = 2;
