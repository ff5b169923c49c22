import { timing } from '@p5g/tokens/timing';
import { ApiCallError } from './api-client.ts';
import { errorReaction, type ErrorReaction } from './error-reaction.ts';

export type FailureEffects = {
  /** A message for timing.messageDuration (3 s). */
  showMessage: (text: string) => void;
  /** Client-side navigation inside the console. */
  goTo: (path: string) => void;
  /** Ends the local session (spec §4) and returns the login path of the user's platform. */
  endSession: () => string;
  /** The level / upgrade prompt (3006). */
  openUpgradePrompt: (text: string) => void;
  /** setTimeout by default; tests pass fake timers. */
  later?: (run: () => void, ms: number) => void;
  now?: () => number;
};

/** Reactions that end in a redirect: a burst of them from parallel calls makes one reaction. */
const debounced: readonly ErrorReaction['kind'][] = ['sessionEnded', 'forbidden', 'forbiddenPage'];

/**
 * Carries out spec §8 for any failed call: the app's one error handler (SWR's onError and the
 * mutations call it). Refusals are debounced (2 s, spec §8/§9): the burst of 1003s, 1007s or
 * HTTP 403s from a page's parallel calls shows one message and leads to one redirect.
 */
export function createFailureHandler({
  showMessage,
  goTo,
  endSession,
  openUpgradePrompt,
  later = (run, ms) => void setTimeout(run, ms),
  now = Date.now,
}: FailureEffects) {
  const quietUntil = new Map<ErrorReaction['kind'], number>();
  return function handleFailure(error: unknown) {
    if (!(error instanceof ApiCallError)) return;
    const reaction = errorReaction(error.failure);
    if (debounced.includes(reaction.kind)) {
      if (now() < (quietUntil.get(reaction.kind) ?? 0)) return;
      quietUntil.set(reaction.kind, now() + timing.sessionExpiryDebounce);
    }
    switch (reaction.kind) {
      case 'sessionEnded':
        showMessage(reaction.message);
        later(() => {
          const login = endSession();
          goTo(`${login}?content=${encodeURIComponent(reaction.message)}`);
        }, timing.messageDuration);
        return;
      case 'upgradePrompt':
        openUpgradePrompt(reaction.message);
        return;
      case 'forbidden':
        showMessage(reaction.message);
        goTo('/403');
        return;
      case 'forbiddenPage':
        goTo('/403');
        return;
      case 'silent':
        return;
      case 'message':
        showMessage(reaction.message);
    }
  };
}
