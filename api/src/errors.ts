import { codes, type Code } from './contract/codes.ts';

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

/** What the caller asked for does not exist, or is not its company's: 1404, at HTTP 200 like every refusal. */
export const notFound = (what: string) => new ApiError(codes.notFound, `${what}不存在`);
