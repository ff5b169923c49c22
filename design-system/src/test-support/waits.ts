import { expect, screen, waitFor } from 'storybook/test';

// The stories' waits in play functions, one helper per kind: each waits for the state the next
// step relies on, never for a fixed time.

/** An overlay (dialog, sheet, drawer, popover) open: shown, past its entrance from opacity 0. */
export async function overlayOpen(overlay: HTMLElement) {
  await waitFor(() => expect(overlay).toBeVisible());
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
