import type { AnsweredQuestion, FormAnswers, FormDocument, TextFormat } from './micro-app-form.ts';
import { emailPattern, hasControlCharacters, isBlank, mobilePattern } from './patterns.ts';
import type { RegionNode } from './schemas/regions.ts';
import { isCalendarDay } from './schemas/text.ts';

/**
 * How an answer is checked against a form document: the one function the service runs before
 * storing an answer and the public fill-in page runs as it is filled. No zod here, so the page's
 * script stays small.
 *
 * Answers travel as strings so that a form posted by a browser without scripts and one sent as
 * JSON mean the same: text, date (YYYY-MM-DD), dropdown and single choice (an option id) are a
 * string; multiple choice and uploads (file ids) are a list of strings; a rating is its digits; a
 * region is its deepest code. The chosen "other" option's text travels in `otherText`.
 */

/** The option id a single or multiple choice with an "other" box answers when it is chosen. */
export const otherOptionId = 'other';

export const regionLevels = { 1: '省', 2: '市', 3: '区县', 4: '街道' } as const;

/** Description blocks and page breaks are shown, never answered. */
export const isAnswered = (q: FormDocument['questions'][number]): q is AnsweredQuestion =>
  q.kind !== 'description' && q.kind !== 'pageBreak';

export type AnswerValue = string | string[];

const chosen = (value: AnswerValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : value === '' ? [] : [value];

/**
 * The questions shown for these answers: a question with a display condition shows when the
 * earlier question it names is itself shown and its answer includes one of the condition's options.
 */
export function visibleQuestions(doc: FormDocument, answers: Record<string, AnswerValue>) {
  const shown = new Set<string>();
  return doc.questions.filter((q) => {
    const condition = 'showWhen' in q ? q.showWhen : undefined;
    const visible =
      !condition ||
      (shown.has(condition.question) &&
        chosen(answers[condition.question]).some((o) => condition.anyOf.includes(o)));
    if (visible) shown.add(q.id);
    return visible;
  });
}

/** Mainland resident ID number: 17 digits and a check character by GB 11643. */
export function isIdCardNumber(value: string) {
  if (!/^\d{17}[\dXx]$/.test(value)) return false;
  if (
    !isCalendarDay(
      Number(value.slice(6, 10)),
      Number(value.slice(10, 12)),
      Number(value.slice(12, 14)),
    )
  )
    return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, w, i) => total + w * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17]!.toUpperCase();
}

const formatChecks: Record<
  Exclude<TextFormat, 'plain'>,
  { test: (v: string) => boolean; message: string }
> = {
  mobile: { test: (v) => mobilePattern.test(v), message: '请输入正确的手机号码' },
  email: { test: (v) => emailPattern.test(v), message: '请正确填写邮箱' },
  idCard: { test: isIdCardNumber, message: '请输入正确的身份证号码' },
  number: { test: (v) => /^-?\d+(\.\d+)?$/.test(v), message: '请输入数字' },
};

/** Where a region code sits in the shared tree; the caller passes a lookup so the engine stays data-free. */
export type RegionLevelOf = (code: string) => 1 | 2 | 3 | 4 | null;

export type AnswerCheck = {
  /** The answers to the shown questions, trimmed; answers to hidden questions are dropped. */
  answers: Record<string, AnswerValue>;
  otherText: Record<string, string>;
  /** The first problem per question id, in the field's own words; empty when the answer is accepted. */
  errors: Record<string, string>;
};

/**
 * Checks an answer against the form it was opened on, exactly as the service does before storing
 * it. Uploads are checked for their count here; their type and size were checked when each file was
 * uploaded, and the service checks that the ids are this form's uploads.
 */
export function checkAnswers(
  doc: FormDocument,
  input: FormAnswers,
  regionLevelOf: RegionLevelOf,
): AnswerCheck {
  const errors: Record<string, string> = {};
  const answers: Record<string, AnswerValue> = {};
  const otherText: Record<string, string> = {};
  const known = new Set(doc.questions.filter(isAnswered).map((q) => q.id));
  for (const key of Object.keys(input.answers)) {
    if (!known.has(key)) errors[key] = '问题不存在，请刷新页面后重新填写';
  }
  const trimmed = Object.fromEntries(
    Object.entries(input.answers).map(([k, v]) => [
      k,
      Array.isArray(v) ? v.map((s) => s.trim()) : v.trim(),
    ]),
  );
  for (const q of visibleQuestions(doc, trimmed)) {
    if (!isAnswered(q)) continue;
    const value = trimmed[q.id];
    const values = chosen(value);
    if (values.length === 0) {
      if (q.required)
        errors[q.id] = q.kind === 'text' || q.kind === 'textarea' ? '请填写此项' : '请选择此项';
      continue;
    }
    const problem = checkOne(
      q,
      value!,
      values,
      input.otherText?.[q.id]?.trim() ?? '',
      regionLevelOf,
    );
    if (problem) {
      errors[q.id] = problem;
      continue;
    }
    answers[q.id] = value!;
    if (values.includes(otherOptionId)) otherText[q.id] = input.otherText![q.id]!.trim();
  }
  return { answers, otherText, errors };
}

function checkOne(
  q: AnsweredQuestion,
  value: AnswerValue,
  values: string[],
  other: string,
  regionLevelOf: RegionLevelOf,
): string | null {
  const single = typeof value === 'string' ? value : null;
  const textProblem = (text: string, max: number, multiline: boolean) =>
    text.length > max
      ? `最多${max}个字`
      : hasControlCharacters(text, multiline)
        ? '包含非法字符'
        : null;
  switch (q.kind) {
    case 'text': {
      if (single === null) return '请填写此项';
      const tooLong = textProblem(single, q.maxLength, false);
      if (tooLong) return tooLong;
      return q.format === 'plain' || formatChecks[q.format].test(single)
        ? null
        : formatChecks[q.format].message;
    }
    case 'textarea':
      return single === null ? '请填写此项' : textProblem(single, q.maxLength, true);
    case 'single':
    case 'dropdown':
    case 'multiple': {
      if (q.kind !== 'multiple' && single === null) return '只能选择一项';
      const allowed = new Set([
        ...q.options.map((o) => o.id),
        ...(q.kind !== 'dropdown' && q.allowOther ? [otherOptionId] : []),
      ]);
      if (values.some((v) => !allowed.has(v)) || new Set(values).size !== values.length)
        return '选项不存在';
      if (q.kind === 'multiple') {
        if (values.length < q.minChoices) return `至少选择${q.minChoices}项`;
        if (q.maxChoices !== undefined && values.length > q.maxChoices)
          return `最多选择${q.maxChoices}项`;
      }
      if (values.includes(otherOptionId)) {
        if (isBlank(other)) return '请填写其他内容';
        return textProblem(other, 50, false);
      }
      return null;
    }
    case 'region':
      return single !== null && regionLevelOf(single) === q.level
        ? null
        : `请选择到${regionLevels[q.level]}`;
    case 'date': {
      const match = single?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
      return match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))
        ? null
        : '请选择正确的日期';
    }
    case 'rating': {
      const score = single !== null && /^\d{1,2}$/.test(single) ? Number(single) : 0;
      return score >= 1 && score <= q.max ? null : '请选择评分';
    }
    case 'upload':
      if (values.some((v) => !/^\d{1,19}$/.test(v))) return '文件不存在，请重新上传';
      return values.length > q.maxFiles ? `最多上传${q.maxFiles}个文件` : null;
  }
}

/**
 * One answer as the form's owner reads it, with the labels of the version it was given on: a
 * choice by its option's text (其他 with what was written), a rating in points, a region by its
 * names when the caller can name it, uploads counted; empty when it was not answered.
 */
export function answerText(
  question: AnsweredQuestion,
  value: AnswerValue | undefined,
  otherText: string | undefined,
  regionName: (code: string) => string = (code) => code,
): string {
  const values = chosen(value);
  if (values.length === 0) return '';
  switch (question.kind) {
    case 'single':
    case 'multiple':
    case 'dropdown':
      return values
        .map((v) =>
          v === otherOptionId
            ? `其他：${otherText ?? ''}`
            : (question.options.find((o) => o.id === v)?.label ?? v),
        )
        .join('、');
    case 'rating':
      return `${values[0]}分`;
    case 'region':
      return regionName(values[0]!);
    case 'upload':
      return `${values.length}个文件`;
    default:
      return values.join('、');
  }
}

/**
 * Names region codes by a region tree, from the province down (四川省 成都市 锦江区). The tree stops
 * at districts: a street (a 9-digit code under a known district) is its district's names and its
 * code; an unknown code stays as it is.
 */
export function regionNamer(tree: readonly RegionNode[]): (code: string) => string {
  const names = new Map<string, string>();
  const walk = (regions: readonly RegionNode[], prefix: string) => {
    for (const region of regions) {
      const full = prefix ? `${prefix} ${region.name}` : region.name;
      names.set(region.code, full);
      if (region.children) walk(region.children, full);
    }
  };
  walk(tree, '');
  return (code) =>
    names.get(code) ??
    (names.has(code.slice(0, 6)) ? `${names.get(code.slice(0, 6))} ${code}` : code);
}
