import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAnswers, isAnswered, type RegionLevelOf } from './micro-app-answers.ts';
import {
  formDocument,
  publicFormState,
  type FormDocument,
  type FormDocumentInput,
} from './micro-app-form.ts';

type QuestionInput = FormDocumentInput['questions'][number];

/** Region codes by their length, as the shared tree numbers them (2, 4, 6 and 9 digits). */
const regionLevelOf: RegionLevelOf = (code) =>
  /^\d+$/.test(code)
    ? (({ 2: 1, 4: 2, 6: 3 } as Record<number, 1 | 2 | 3>)[code.length] ?? null)
    : null;

const word = fc.stringMatching(/^[a-z\u4e00-\u4e2f]{1,12}$/);
const options = fc
  .integer({ min: 2, max: 6 })
  .map((n) => Array.from({ length: n }, (_, i) => ({ id: `o${i}`, label: `选项${i}` })));
const required = fc.boolean();

/** Any question but display logic, whose id is given by its place. */
const question = (id: string): fc.Arbitrary<QuestionInput> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('text' as const),
      id: fc.constant(id),
      title: word,
      required,
      format: fc.constantFrom('plain', 'mobile', 'email', 'idCard', 'number'),
      maxLength: fc.integer({ min: 20, max: 500 }),
    }),
    fc.record({
      kind: fc.constant('textarea' as const),
      id: fc.constant(id),
      title: word,
      required,
      maxLength: fc.integer({ min: 12, max: 2000 }),
    }),
    fc.record({
      kind: fc.constant('single' as const),
      id: fc.constant(id),
      title: word,
      required,
      options,
      allowOther: fc.boolean(),
    }),
    options.chain((opts) =>
      fc
        .tuple(fc.integer({ min: 0, max: opts.length }), fc.integer({ min: 1, max: opts.length }))
        .map(([a, b]) => ({
          kind: 'multiple' as const,
          id,
          title: '多选',
          required: false,
          options: opts,
          allowOther: false,
          minChoices: Math.min(a, b),
          maxChoices: Math.max(a, b, 1),
        })),
    ),
    fc.record({
      kind: fc.constant('dropdown' as const),
      id: fc.constant(id),
      title: word,
      required,
      options,
    }),
    fc.record({
      kind: fc.constant('region' as const),
      id: fc.constant(id),
      title: word,
      required,
      level: fc.constantFrom(1 as const, 2 as const, 3 as const),
    }),
    fc.record({ kind: fc.constant('date' as const), id: fc.constant(id), title: word, required }),
    fc.record({
      kind: fc.constant('rating' as const),
      id: fc.constant(id),
      title: word,
      required,
      max: fc.integer({ min: 3, max: 10 }),
    }),
    fc.record({
      kind: fc.constant('upload' as const),
      id: fc.constant(id),
      title: word,
      required,
      maxFiles: fc.integer({ min: 1, max: 9 }),
    }),
    fc.record({ kind: fc.constant('description' as const), id: fc.constant(id), title: word }),
    fc.constant({ kind: 'pageBreak' as const, id }),
  );

/** A valid form document: one answered question at least, any others after it. */
const documentInput: fc.Arbitrary<FormDocumentInput> = fc
  .integer({ min: 0, max: 8 })
  .chain((extra) =>
    fc.tuple(
      word,
      fc.record({
        kind: fc.constant('text' as const),
        id: fc.constant('q0'),
        title: word,
        required,
      }),
      fc.tuple(...Array.from({ length: extra }, (_, i) => question(`q${i + 1}`))),
    ),
  )
  .map(([title, first, rest]) => ({ title, questions: [first, ...rest] }));

/** An answer the question accepts. */
function validAnswer(q: FormDocument['questions'][number]): fc.Arbitrary<string | string[]> {
  switch (q.kind) {
    case 'text':
      return {
        plain: word,
        mobile: fc.stringMatching(/^1[3-9]\d{9}$/),
        email: fc.constantFrom('wang@example.com', 'li.na@gov.cn'),
        idCard: fc.constantFrom('11010519491231002X', '440524188001010014'),
        number: fc.integer({ min: -1000, max: 1000 }).map(String),
      }[q.format];
    case 'textarea':
      return word;
    case 'single':
    case 'dropdown':
      return fc.constantFrom(...q.options.map((o) => o.id));
    case 'multiple':
      return fc.subarray(
        q.options.map((o) => o.id),
        { minLength: q.minChoices, maxLength: q.maxChoices ?? q.options.length },
      );
    case 'region':
      return fc.constant({ 1: '44', 2: '4419', 3: '441900', 4: '441900003' }[q.level]);
    case 'date':
      return fc.constantFrom('2026-11-22', '2024-02-29');
    case 'rating':
      return fc.integer({ min: 1, max: q.max }).map(String);
    case 'upload':
      return fc.array(fc.bigInt({ min: 1n, max: 2n ** 62n }).map(String), {
        minLength: 1,
        maxLength: q.maxFiles,
      });
    default:
      return fc.constant('');
  }
}

const withAnswers = documentInput.chain((input) => {
  const doc = formDocument.parse(input);
  const answered = doc.questions.filter(isAnswered);
  return fc.tuple(...answered.map((q) => validAnswer(q))).map((values) => ({
    doc,
    answers: Object.fromEntries(answered.map((q, i) => [q.id, values[i]!])),
  }));
});

describe('form document', () => {
  it('parses any valid document and round-trips it through JSON', () => {
    fc.assert(
      fc.property(documentInput, (input) => {
        const doc = formDocument.parse(input);
        expect(formDocument.parse(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
      }),
    );
  });

  it('refuses display logic that names a later or a non-choice question', () => {
    const result = formDocument.safeParse({
      title: '报名',
      questions: [
        { kind: 'text', id: 'name', title: '姓名', showWhen: { question: 'name', anyOf: ['x'] } },
      ],
    });
    expect(result.error?.issues[0]?.message).toBe('显示条件须引用它前面的选择题');
  });
});

describe('checkAnswers', () => {
  it('accepts answers generated valid, as given', () => {
    fc.assert(
      fc.property(withAnswers, ({ doc, answers }) => {
        const checked = checkAnswers(doc, { answers }, regionLevelOf);
        expect(checked.errors).toEqual({});
        expect(checked.answers).toEqual(
          Object.fromEntries(
            Object.entries(answers).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : v !== '')),
          ),
        );
      }),
    );
  });

  it('refuses an invalid answer with that field message', () => {
    fc.assert(
      fc.property(withAnswers, fc.nat(), ({ doc, answers }, pick) => {
        const answered = doc.questions.filter(isAnswered);
        const q = answered[pick % answered.length]!;
        const broken: [string | string[], string] | null =
          q.kind === 'single' || q.kind === 'dropdown'
            ? ['nosuch', '选项不存在']
            : q.kind === 'multiple'
              ? [['nosuch'], '选项不存在']
              : q.kind === 'text' || q.kind === 'textarea'
                ? ['字'.repeat(q.maxLength + 1), `最多${q.maxLength}个字`]
                : q.kind === 'rating'
                  ? [String(q.max + 1), '请选择评分']
                  : q.kind === 'date'
                    ? ['2026-02-30', '请选择正确的日期']
                    : q.kind === 'upload'
                      ? [
                          Array.from({ length: q.maxFiles + 1 }, (_, i) => String(i + 1)),
                          `最多上传${q.maxFiles}个文件`,
                        ]
                      : q.kind === 'region'
                        ? ['4', `请选择到${{ 1: '省', 2: '市', 3: '区县', 4: '街道' }[q.level]}`]
                        : null;
        if (!broken) return;
        const checked = checkAnswers(
          doc,
          { answers: { ...answers, [q.id]: broken[0] } },
          regionLevelOf,
        );
        expect(checked.errors).toEqual({ [q.id]: broken[1] });
        expect(checked.answers[q.id]).toBeUndefined();
      }),
    );
  });

  it('asks for a required answer left empty and refuses unknown questions', () => {
    const doc = formDocument.parse({
      title: '报名',
      questions: [
        { kind: 'text', id: 'name', title: '姓名', required: true },
        {
          kind: 'single',
          id: 'pick',
          title: '场次',
          required: true,
          options: [
            { id: 'a', label: '上午' },
            { id: 'b', label: '下午' },
          ],
        },
      ],
    });
    expect(checkAnswers(doc, { answers: { extra: 'x' } }, regionLevelOf).errors).toEqual({
      name: '请填写此项',
      pick: '请选择此项',
      extra: '问题不存在，请刷新页面后重新填写',
    });
  });
});

describe('publicFormState', () => {
  const settings = formDocument.parse({
    title: '报名',
    questions: [{ kind: 'text', id: 'name', title: '姓名' }],
    settings: { opensAt: '2026-11-22 08:00', closesAt: '2026-11-23 08:00', answerLimit: 2 },
  }).settings;
  const at = (now: string, answers = 0, payable = true) =>
    publicFormState(settings, {
      now,
      answers,
      paidFeaturesPayable: payable,
      usesPaidFeatures: true,
    });

  it('pauses first, then keeps the window and the limit', () => {
    expect(at('2026-11-22 09:00', 0, false)).toBe('paused');
    expect(at('2026-11-22 07:59')).toBe('notStarted');
    expect(at('2026-11-23 08:00')).toBe('closed');
    expect(at('2026-11-22 09:00', 2)).toBe('limitReached');
    expect(at('2026-11-22 09:00', 1)).toBe('open');
  });
});
