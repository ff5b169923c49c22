import { accountCache } from '../../lib/account-cache.ts';
import { storageKeys } from '../../lib/session.ts';

/** The send form as typed, before it becomes a task. */
export type SendProgress = {
  name: string;
  /** The number box as typed (line breaks, commas, spaces). */
  mobilesText: string;
  groupIds: string[];
  timing: 'now' | 'scheduled';
  /** The scheduled time as the picker holds it (China wall clock, yyyy-MM-ddTHH:mm), or ''. */
  sendAt: string;
  /** Values of the template's variables for typed numbers, by number, then by variable. */
  typedVariables: Record<string, Record<string, string>>;
  /** A value per variable for recipients without one. */
  variableDefaults: Record<string, string>;
};

export const emptySendProgress: SendProgress = {
  name: '',
  mobilesText: '',
  groupIds: [],
  timing: 'now',
  sendAt: '',
  typedVariables: {},
  variableDefaults: {},
};

/**
 * delSendProgress (spec §3): the unfinished send form, per account and per template. It survives
 * reloads and the end of a session (spec §4) and is forgotten once the task is created.
 */
const delSendProgress = accountCache<SendProgress>(storageKeys.delSendProgress);

/** The cached form, completed with what forms kept before it had all its fields. */
export function cachedSendProgress(...args: Parameters<typeof delSendProgress.read>) {
  const cached = delSendProgress.read(...args);
  return cached && { ...cached, form: { ...emptySendProgress, ...cached.form } };
}
export const keepSendProgress = delSendProgress.keep;
export const forgetSendProgress = delSendProgress.forget;

/** Whether a cached form holds anything worth offering back. */
export const hasProgress = (form: SendProgress) =>
  form.mobilesText.trim() !== '' ||
  form.groupIds.length > 0 ||
  form.name.trim() !== '' ||
  form.timing === 'scheduled' ||
  Object.values(form.variableDefaults).some((v) => v.trim() !== '');
