import {
  chinaInstant,
  scheduleProblem,
  sendLimits,
  sendMessages,
  type SendRequest,
} from '@p5g/api/contract';
import { formatTime } from '../../lib/format-time.ts';
import { parseRecipients, recipientEntries } from './recipient-list.ts';
import type { SendProgress } from './send-progress.ts';

export const pickScheduleMessage = '请选择定时发送时间';

/** The picker's China wall-clock time (yyyy-MM-ddTHH:mm) as an instant; null when incomplete. */
export function instantOfWallClock(wallClock: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wallClock)) return null;
  const at = chinaInstant(wallClock.replace('T', ' '));
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant as the picker's China wall-clock value (yyyy-MM-ddTHH:mm). */
export const wallClockOf = (at: Date) => formatTime(at).replace(' ', 'T');

/** What the form needs of the template it sends. */
export type SendingTemplate = { id: string; expireTime: string | null; variables: string[] };

/** The values given for the template's variables, trimmed, without empty ones. */
const givenValues = (values: Record<string, string> | undefined, variables: string[]) =>
  Object.fromEntries(
    variables.flatMap((name) => {
      const value = values?.[name]?.trim() ?? '';
      return value ? [[name, value]] : [];
    }),
  );

/**
 * The send form as the request of task/preview and task/create, or why it cannot be sent yet:
 * no recipients, more than 100 typed entries, a scheduled time missing or outside 08:00–22:00
 * China time, more than 30 days ahead or not before the template expires (the server's own rule,
 * `scheduleProblem`). Values of the template's variables go with it: for numbers still typed, and
 * the defaults; the server's preview says who still lacks one.
 */
export function sendRequestOf(
  template: SendingTemplate,
  form: SendProgress,
  now: Date,
):
  { ok: true; request: SendRequest } | { ok: false; problem: string; field: 'mobiles' | 'sendAt' } {
  const mobiles = recipientEntries(form.mobilesText);
  if (mobiles.length === 0 && form.groupIds.length === 0) {
    return { ok: false, problem: sendMessages.noRecipients, field: 'mobiles' };
  }
  if (mobiles.length > sendLimits.typedMobiles) {
    return { ok: false, problem: sendMessages.tooManyTyped, field: 'mobiles' };
  }
  let sendAt: string | null = null;
  if (form.timing === 'scheduled') {
    const at = instantOfWallClock(form.sendAt);
    if (!at) return { ok: false, problem: pickScheduleMessage, field: 'sendAt' };
    const expiresAt = template.expireTime === null ? null : new Date(template.expireTime);
    const problem = scheduleProblem(at, now, expiresAt);
    if (problem) return { ok: false, problem, field: 'sendAt' };
    sendAt = at.toISOString();
  }
  const name = form.name.trim();
  // Values of numbers still typed, of variables the template has.
  const typedVariables = Object.fromEntries(
    parseRecipients(form.mobilesText).valid.flatMap((mobile) => {
      const values = givenValues(form.typedVariables[mobile], template.variables);
      return Object.keys(values).length ? [[mobile, values]] : [];
    }),
  );
  return {
    ok: true,
    request: {
      templateId: template.id,
      mobiles,
      groupIds: form.groupIds,
      sendAt,
      ...(name && { name }),
      typedVariables,
      variableDefaults: givenValues(form.variableDefaults, template.variables),
    },
  };
}
