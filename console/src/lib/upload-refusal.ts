import { ApiCallError } from './api-client.ts';
import { errorReaction } from './error-reaction.ts';

/**
 * What the user reads under an upload field when the upload failed (不支持该文件类型, a network
 * failure…): shown there once, not also as a toast. Null when the app reacts itself (session
 * ended, no permission), for the caller's failure handler.
 */
export function uploadRefusalOf(error: unknown): string | null {
  if (!(error instanceof ApiCallError)) return null;
  const reaction = errorReaction(error.failure);
  return reaction.kind === 'message' ? reaction.message : null;
}
