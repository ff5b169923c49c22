import { message } from '@p5g/design-system';
import { ApiCallError } from './api-client.ts';
import { errorReaction } from './error-reaction.ts';

/** For a form's own call: show what spec §8 says to show; anything that is not an API failure is rethrown. */
export function showFailureMessage(error: unknown) {
  if (!(error instanceof ApiCallError)) throw error;
  const reaction = errorReaction(error.failure);
  if ('message' in reaction) message.error(reaction.message);
}
