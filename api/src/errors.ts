import type { Code } from './contract/codes.ts';

/** A failure the client is meant to see: answered with its code and Chinese message. */
export class ApiError extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly httpStatus = 200,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
