import {
  formDocument,
  formDocumentVersion,
  otherOptionId,
  type FormDocument,
  type FormQuestion,
  type QuestionKind,
} from '@p5g/api/contract';

type ChoiceQuestion = Extract<FormQuestion, { kind: 'single' | 'multiple' | 'dropdown' }>;

const isChoice = (q: FormQuestion): q is ChoiceQuestion =>
  q.kind === 'single' || q.kind === 'multiple' || q.kind === 'dropdown';

const twoOptions = () => [
  { id: 'o1', label: '选项1' },
  { id: 'o2', label: '选项2' },
];

/** A question of `kind` with the contract's defaults, titled so the form stays valid at once. */
export function newQuestion(kind: QuestionKind, id: string): FormQuestion {
  const common = { id, title: '请输入问题标题', help: '', required: false };
  switch (kind) {
    case 'text':
      return { kind, ...common, format: 'plain', maxLength: 50, placeholder: '' };
    case 'textarea':
      return { kind, ...common, maxLength: 500, placeholder: '' };
    case 'single':
      return { kind, ...common, options: twoOptions(), allowOther: false };
    case 'multiple':
      return { kind, ...common, options: twoOptions(), allowOther: false, minChoices: 0 };
    case 'dropdown':
      return { kind, ...common, options: twoOptions() };
    case 'region':
      return { kind, ...common, level: 3 };
    case 'date':
      return { kind, ...common };
    case 'rating':
      return { kind, ...common, max: 5 };
    case 'upload':
      return { kind, ...common, accept: ['image'], maxSizeMb: 5, maxFiles: 1 };
    case 'description':
      return { kind, id, title: '说明', help: '' };
    case 'pageBreak':
      return { kind, id };
  }
}

/** The next free question id, `q1`, `q2`, …: answers are stored by it, so it never changes. */
function nextQuestionId(doc: FormDocument): string {
  const taken = new Set(doc.questions.map((q) => q.id));
  let n = doc.questions.length + 1;
  while (taken.has(`q${n}`)) n += 1;
  return `q${n}`;
}

/** A new form: a title and one question, the least the contract takes as a draft. */
export function blankDocument(): FormDocument {
  const empty: FormDocument = formDocument.parse({
    version: formDocumentVersion,
    title: '未命名表单',
    questions: [newQuestion('text', 'q1')],
  });
  return empty;
}

export function addQuestion(doc: FormDocument, kind: QuestionKind): FormDocument {
  return { ...doc, questions: [...doc.questions, newQuestion(kind, nextQuestionId(doc))] };
}

export function replaceQuestion(doc: FormDocument, index: number, question: FormQuestion) {
  return { ...doc, questions: doc.questions.map((q, i) => (i === index ? question : q)) };
}

/**
 * Moves a question one place. A display condition must name an earlier question, so a move that
 * would put a question before the one its condition names (or after one that names it) is refused:
 * the document is returned unchanged.
 */
export function moveQuestion(doc: FormDocument, index: number, delta: -1 | 1): FormDocument {
  const target = index + delta;
  const [first, second] = [Math.min(index, target), Math.max(index, target)];
  const upper = doc.questions[first];
  const lower = doc.questions[second];
  if (!upper || !lower) return doc;
  if ('showWhen' in lower && lower.showWhen?.question === upper.id) return doc;
  const questions = [...doc.questions];
  [questions[first], questions[second]] = [lower, upper];
  return { ...doc, questions };
}

/** Whether `moveQuestion` would move it. */
export const canMove = (doc: FormDocument, index: number, delta: -1 | 1) =>
  moveQuestion(doc, index, delta) !== doc;

/**
 * Removes a question with what depends on it: the display conditions that name it and the
 * 5G-message setting when it named it as the mobile number.
 */
export function removeQuestion(doc: FormDocument, index: number): FormDocument {
  const removed = doc.questions[index];
  if (!removed) return doc;
  const questions = doc.questions
    .filter((_, i) => i !== index)
    .map((q) => {
      if (!('showWhen' in q) || q.showWhen?.question !== removed.id) return q;
      const rest = { ...q };
      delete rest.showWhen;
      return rest;
    });
  const notify = doc.settings.notify?.mobileQuestion === removed.id ? null : doc.settings.notify;
  return { ...doc, questions, settings: { ...doc.settings, notify } };
}

/** The choice questions before `index`: what a display condition may name, with their choices. */
export function conditionSources(doc: FormDocument, index: number) {
  return doc.questions
    .slice(0, index)
    .filter(isChoice)
    .map((q) => ({
      id: q.id,
      title: q.title,
      choices: [
        ...q.options,
        ...('allowOther' in q && q.allowOther ? [{ id: otherOptionId, label: '其他' }] : []),
      ],
    }));
}

/** The required mobile-number questions: where a 5G message after submission may go. */
export const mobileQuestions = (doc: FormDocument) =>
  doc.questions.filter(
    (q): q is Extract<FormQuestion, { kind: 'text' }> =>
      q.kind === 'text' && q.format === 'mobile' && q.required,
  );

/**
 * What the contract's schema says of the document, the first message per field, keyed by its path
 * (`title`, `questions.2.options.0.label`, `settings.closesAt`); empty when it can be saved.
 */
export function documentErrors(doc: FormDocument): Record<string, string> {
  const result = formDocument.safeParse(doc);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The errors below one part of the document, keyed by the rest of their path. */
export function errorsUnder(errors: Record<string, string>, prefix: string) {
  const start = `${prefix}.`;
  return Object.fromEntries(
    Object.entries(errors).flatMap(([path, message]) =>
      path.startsWith(start) ? [[path.slice(start.length), message]] : [],
    ),
  );
}
