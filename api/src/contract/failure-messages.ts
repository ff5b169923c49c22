/** The messages spec §8 shows for failed calls, shared by every app. */
export const systemError = '系统错误';
export const maintenanceMessage = '系统升级或维护中，请稍后再试';

/** A server message as shown: one that mentions an error is replaced with 系统错误. */
export const shownServerMessage = (msg: string) => (/error/i.test(msg) ? systemError : msg);

/** The message for a call that got no envelope: 503 is maintenance, anything else 系统错误. */
export const transportMessage = (httpStatus: number | null) =>
  httpStatus === 503 ? maintenanceMessage : systemError;
