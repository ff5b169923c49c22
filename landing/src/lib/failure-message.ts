import {
  shownServerMessage,
  systemError,
  transportMessage,
} from '@p5g/api/contract/failure-messages';
import { PublicCallFailure } from './public-fetch.ts';

/** The message spec §8 shows for a failed public call. */
export function failureMessage(failure: unknown): string {
  if (!(failure instanceof PublicCallFailure)) return systemError;
  const { httpStatus, envelopeMsg } = failure;
  return envelopeMsg !== undefined && httpStatus !== 503
    ? shownServerMessage(envelopeMsg)
    : transportMessage(httpStatus);
}
