import { timing } from '@p5g/tokens/timing';
import { ApiCallError } from './api-client.ts';
import { errorReaction } from './error-reaction.ts';

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

/**
 * Carries out spec §8 for any failed call: the app's one error handler (SWR's onError and the
 * mutations call it). Session endings are debounced: the burst of 1003s from parallel calls shows
 * one message and leads to one redirect.
 */
export function createFailureHandler({
  showMessage,
  goTo,
  endSession,
  openUpgradePrompt,
  later = (run, ms) => void setTimeout(run, ms),
  now = Date.now,
}: FailureEffects) {
  let quietUntil = 0;
  return function handleFailure(error: unknown) {
    if (!(error instanceof ApiCallError)) return;
    const reaction = errorReaction(error.failure);
    switch (reaction.kind) {
      case 'sessionEnded': {
        if (now() < quietUntil) return;
        quietUntil = now() + timing.sessionExpiryDebounce;
        showMessage(reaction.message);
        later(() => {
          const login = endSession();
          goTo(`${login}?content=${encodeURIComponent(reaction.message)}`);
        }, timing.messageDuration);
        return;
      }
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
