const chinaOffsetMs = 8 * 60 * 60 * 1000;

/** China time `YYYY-MM-DD HH:mm:ss`, as the micro-app answers show every time. */
export const chinaTimeOf = (at: Date) =>
  new Date(at.getTime() + chinaOffsetMs).toISOString().slice(0, 19).replace('T', ' ');

/** China time to the minute, as a form's open and close times are set. */
export const chinaMinuteOf = (at: Date) => chinaTimeOf(at).slice(0, 16);
