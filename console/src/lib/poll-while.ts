/**
 * A query's `refreshInterval`: ask again every `ms` while the latest answer says something is
 * still changing (a review awaited, a file being made), not at all before the first answer.
 */
export const pollWhile =
  <T>(stillChanging: (latest: T) => boolean, ms: number) =>
  (latest?: T) =>
    latest !== undefined && stillChanging(latest) ? ms : 0;
