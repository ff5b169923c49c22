import type { AnswerValue } from '../contract/micro-app-answers.ts';
import type { FormDocument } from '../contract/micro-app-form.ts';

/** What the fill-in page's form posts (`publicFormFieldNames`), as the contract's answer shape. */
export type PostedFilling = {
  intent: 'submit' | 'sendCode';
  version: number;
  submissionKey: string;
  answers: Record<string, AnswerValue>;
  otherText: Record<string, string>;
  mobile: string;
  smsCode: string;
};

/**
 * The posted fields of a fill-in page as an answer: `a.{id}` answers (a list for multiple choice
 * and uploads, whose boxes repeat the name; the last value otherwise), `o.{id}` the text of a
 * chosen "other" option. Empty answers are left out, as a page with scripts leaves them.
 */
export function fillingFromFields(
  fields: [name: string, value: string][],
  document: FormDocument | null,
): PostedFilling {
  const lists = new Set(
    (document?.questions ?? [])
      .filter((q) => q.kind === 'multiple' || q.kind === 'upload')
      .map((q) => q.id),
  );
  const answers: Record<string, AnswerValue> = {};
  const otherText: Record<string, string> = {};
  const field = (name: string) => fields.findLast(([n]) => n === name)?.[1] ?? '';
  for (const [name, value] of fields) {
    const id = name.slice(2);
    if (name.startsWith('o.')) otherText[id] = value;
    if (!name.startsWith('a.') || value === '') continue;
    answers[id] = lists.has(id) ? [...((answers[id] as string[] | undefined) ?? []), value] : value;
  }
  return {
    intent: field('intent') === 'sendCode' ? 'sendCode' : 'submit',
    version: Number(field('version')),
    submissionKey: field('submissionKey'),
    answers,
    otherText,
    mobile: field('mobile').trim(),
    smsCode: field('smsCode').trim(),
  };
}
