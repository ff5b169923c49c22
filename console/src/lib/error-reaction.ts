import { codes, shownServerMessage, transportMessage } from '@p5g/api/contract';
import type { ApiFailure } from './api-client.ts';

/** What the console does about a failed call (spec §8). The app layer carries it out. */
export type ErrorReaction =
  /** 1003/1006: message for 3 s, then clear the session and go to the platform's login page. */
  | { kind: 'sessionEnded'; message: string }
  /** 3006: open the level / upgrade prompt. */
  | { kind: 'upgradePrompt'; message: string }
  /** 1007: message, then /403. */
  | { kind: 'forbidden'; message: string }
  /** HTTP 403: straight to /403. */
  | { kind: 'forbiddenPage' }
  /** 1204: nothing at all. */
  | { kind: 'silent' }
  /** Anything else: a message for 3 s. */
  | { kind: 'message'; message: string };

/** Spec §8, exactly. */
export function errorReaction(failure: ApiFailure): ErrorReaction {
  if (failure.kind === 'network') return { kind: 'message', message: transportMessage(null) };
  if (failure.kind === 'http') {
    if (failure.httpStatus === 403) return { kind: 'forbiddenPage' };
    return { kind: 'message', message: transportMessage(failure.httpStatus) };
  }
  switch (failure.code) {
    case codes.sessionExpired:
    case codes.sessionRevoked:
      return { kind: 'sessionEnded', message: failure.msg };
    case codes.levelTooLow:
      return { kind: 'upgradePrompt', message: failure.msg };
    case codes.silent:
      return { kind: 'silent' };
    case codes.noPermission:
      return { kind: 'forbidden', message: failure.msg };
    default:
      if (failure.httpStatus === 503) {
        return { kind: 'message', message: transportMessage(failure.httpStatus) };
      }
      return { kind: 'message', message: shownServerMessage(failure.msg) };
  }
}
