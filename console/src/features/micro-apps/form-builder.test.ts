import { describe, expect, it } from 'vitest';
import {
  formDocument,
  questionKindNames,
  type FormQuestion,
  type QuestionKind,
} from '@p5g/api/contract';
import {
  addQuestion,
  blankDocument,
  canMove,
  conditionSources,
  documentErrors,
  mobileQuestions,
  moveQuestion,
  newQuestion,
  removeQuestion,
  replaceQuestion,
} from './form-builder.ts';

const kinds = Object.keys(questionKindNames) as QuestionKind[];

/** A form: q1 single choice (with other), q2 text shown when q1 is o1, q3 required mobile. */
function withCondition() {
  let doc = addQuestion(replaceQuestion(blankDocument(), 0, newQuestion('single', 'q1')), 'text');
  const shown = doc.questions[1]! as Extract<FormQuestion, { kind: 'text' }>;
  doc = replaceQuestion(doc, 1, { ...shown, showWhen: { question: 'q1', anyOf: ['o1'] } });
  doc = addQuestion(doc, 'text');
  doc = replaceQuestion(doc, 2, {
    ...(newQuestion('text', 'q3') as Extract<ReturnType<typeof newQuestion>, { kind: 'text' }>),
    format: 'mobile',
    required: true,
  });
  return {
    ...doc,
    settings: { ...doc.settings, notify: { templateId: '7', mobileQuestion: 'q3' } },
  };
}

describe('the form builder', () => {
  it('starts from a form the contract takes as a draft', () => {
    expect(documentErrors(blankDocument())).toEqual({});
  });

  it('adds a question of every kind, each valid as added, with its own id', () => {
    let doc = blankDocument();
    for (const kind of kinds) doc = addQuestion(doc, kind);
    expect(formDocument.safeParse(doc).success).toBe(true);
    expect(new Set(doc.questions.map((q) => q.id)).size).toBe(kinds.length + 1);
  });

  it('offers the earlier choice questions as conditions, with 其他 when the question has it', () => {
    const doc = withCondition();
    expect(conditionSources(doc, 0)).toEqual([]);
    const q1 = doc.questions[0]!;
    const withOther = replaceQuestion(doc, 0, { ...q1, allowOther: true } as typeof q1);
    expect(conditionSources(withOther, 1)[0]?.choices.map((c) => c.id)).toEqual([
      'o1',
      'o2',
      'other',
    ]);
  });

  it('does not move a question above the question its condition names', () => {
    const doc = withCondition();
    expect(canMove(doc, 1, -1)).toBe(false);
    expect(canMove(doc, 0, 1)).toBe(false);
    expect(moveQuestion(doc, 2, -1).questions.map((q) => q.id)).toEqual(['q1', 'q3', 'q2']);
  });

  it('drops the conditions and the 5G-message setting that named a removed question', () => {
    const doc = withCondition();
    const withoutChoice = removeQuestion(doc, 0);
    expect(withoutChoice.questions[0]).not.toHaveProperty('showWhen');
    const withoutMobile = removeQuestion(doc, 2);
    expect(withoutMobile.settings.notify).toBeNull();
    expect(documentErrors(withoutChoice)).toEqual({});
  });

  it('lists the required mobile-number questions for the 5G message', () => {
    expect(mobileQuestions(withCondition()).map((q) => q.id)).toEqual(['q3']);
  });

  it("names each schema error by its field's path, in the contract's words", () => {
    const doc = withCondition();
    const q1 = doc.questions[0]! as Extract<(typeof doc.questions)[number], { kind: 'single' }>;
    const broken = replaceQuestion({ ...doc, title: ' ' }, 0, {
      ...q1,
      options: [{ id: 'o1', label: '' }],
    });
    expect(documentErrors(broken)).toMatchObject({
      title: '请填写表单标题',
      'questions.0.options': '至少设置2个选项',
      'questions.0.options.0.label': '请填写选项内容',
    });
  });
});
