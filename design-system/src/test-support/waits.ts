import { expect, screen, waitFor } from 'storybook/test';

// The stories' waits in play functions, one helper per kind: each waits for the state the next
// step relies on, never for a fixed time.

/**
 * An overlay (dialog, sheet, drawer, popover) open: shown, past its entrance from opacity 0.
 * Found is not yet shown: a modal is in the DOM, held at opacity 0, until React Aria has seen no
 * on-screen keyboard opening, two frames later when the window has just lost 100 px of height
 * (a story at a phone's size, the next file's page set to the project's size). Returns the
 * overlay, to go on within it.
 */
export async function overlayOpen<Overlay extends HTMLElement>(overlay: Overlay) {
  await waitFor(() => expect(overlay).toBeVisible());
  return overlay;
}

/**
 * No overlay of `role` left on the page: React Aria unmounts one once its exit animation ends.
 * @param role 'dialog', 'alertdialog' (confirmations, toasts) or 'tooltip'.
 */
export async function overlayClosed(
  role: 'dialog' | 'alertdialog' | 'tooltip',
  options?: { timeout: number },
) {
  await waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument(), options);
}

/**
 * The focus is on `target` (or the element it finds): returned there once an overlay closed, or
 * moved there by a key.
 */
export async function focusReturnedTo(target: HTMLElement | (() => HTMLElement)) {
  await waitFor(() => expect(typeof target === 'function' ? target() : target).toHaveFocus());
}
