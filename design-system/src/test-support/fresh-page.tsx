import { useContext } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  TooltipTrigger,
  TooltipTriggerStateContext,
  type TooltipTriggerState,
} from 'react-aria-components';
import { vi } from 'vitest';

/**
 * Puts back what a story file finds in a page of its own, for story files that share one page:
 * the state that lives outside a story's React tree and outlasts it. (The tree itself, its portals,
 * scroll lock and hidden siblings go when Storybook unmounts the previous story.)
 */
export function resetSharedPage() {
  // React Aria's live announcer keeps a message for seconds, which the next file's axe run would
  // read as its own (a bare `role="img"` one fails it).
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
  coolTooltipClock();
}

/**
 * React Aria's tooltips and hover cards share a warm-up clock: once one has shown, the next opens
 * at once, until half a second after one closes. One unmounted while shown (a story left with it
 * open) keeps the clock warm for good, and a later file's hover opens without its delay. A
 * throwaway trigger opened and closed starts the cool-down, run at once on Vitest's clock.
 */
function coolTooltipClock() {
  const held: { state: TooltipTriggerState | null } = { state: null };
  function Hold() {
    held.state = useContext(TooltipTriggerStateContext);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  flushSync(() =>
    root.render(
      <TooltipTrigger delay={0} closeDelay={0}>
        <Hold />
      </TooltipTrigger>,
    ),
  );
  held.state?.open(true);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    held.state?.close(true);
    vi.runOnlyPendingTimers();
  } finally {
    vi.useRealTimers();
  }
  root.unmount();
}
