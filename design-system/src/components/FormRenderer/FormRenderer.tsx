import { useId, type ReactNode } from 'react';
import * as css from './FormRenderer.css.ts';
import {
  otherOption,
  type AnsweredRenderedQuestion,
  type AnswerValue,
  type RegionOption,
  type RenderedQuestion,
} from './questions.ts';

export type FormFieldNames = {
  answer: (questionId: string) => string;
  otherText: (questionId: string) => string;
};

export type FormRendererProps = {
  /** 表单的问题，按顺序（含分页）。 */
  questions: readonly RenderedQuestion[];
  /** 各题的答案，以问题编号为键。 */
  values?: Record<string, AnswerValue>;
  /** 选择“其他”时填写的内容，以问题编号为键。 */
  otherText?: Record<string, string>;
  /** 各题的错误提示（每题一条），显示在题下并与控件关联。 */
  errors?: Record<string, string>;
  /** 受控使用：答案每次变化时调用。不传时由控件自己保存状态。 */
  onChange?: (questionId: string, value: AnswerValue) => void;
  /** 受控使用：“其他”内容每次变化时调用。 */
  onOtherTextChange?: (questionId: string, text: string) => void;
  /** 按显示逻辑应显示的问题编号（默认全部显示）。不传 `describeConditions` 时其余问题不绘制。 */
  shown?: ReadonlySet<string>;
  /**
   * 绘制全部问题，有显示条件的问题附上“何时填写”的说明，并把条件写在 `data-show-when` 属性中：
   * 供不运行脚本的页面使用，脚本随作答隐藏不该显示的问题。
   */
  describeConditions?: boolean;
  /** 普通表单提交时各控件的字段名。默认为问题编号与 `{编号}_other`。 */
  fieldNames?: FormFieldNames;
  /** 共享的行政区划树，供省市区题使用。 */
  regions?: readonly RegionOption[];
  /** 各上传类型允许的文件扩展名（上传题的 `accept`）。 */
  uploadKinds?: Record<string, { extensions: readonly string[] }>;
};

const defaultFieldNames: FormFieldNames = {
  answer: (id) => id,
  otherText: (id) => `${id}_other`,
};

/**
 * A form's questions as native, labelled form controls: renders on the server and works without
 * scripts (the public fill-in page posts them as a plain form), or controlled with `values` and
 * `onChange` (the builder's preview). Page breaks split the questions into `[data-form-page]` groups.
 */
export function FormRenderer({
  questions,
  values = {},
  otherText = {},
  errors = {},
  onChange,
  onOtherTextChange,
  shown,
  describeConditions = false,
  fieldNames = defaultFieldNames,
  regions = [],
  uploadKinds = {},
}: FormRendererProps) {
  const prefix = useId();
  const pages: RenderedQuestion[][] = [[]];
  for (const q of questions) {
    if (q.kind === 'pageBreak') pages.push([]);
    else if (describeConditions || !shown || shown.has(q.id)) pages.at(-1)!.push(q);
  }
  const context: QuestionContext = {
    questions,
    values,
    otherText,
    errors,
    onChange,
    onOtherTextChange,
    describeConditions,
    fieldNames,
    regions,
    uploadKinds,
    idOf: (q, part) => `${prefix}-${q.id}${part ? `-${part}` : ''}`,
  };
  return (
    <div className={css.form}>
      {pages.map((pageQuestions, index) => (
        <div key={index} className={css.page} data-form-page={index}>
          {pageQuestions.map((q) => (
            <Question key={q.id} question={q} context={context} />
          ))}
        </div>
      ))}
    </div>
  );
}

type QuestionContext = Required<
  Pick<
    FormRendererProps,
    | 'questions'
    | 'values'
    | 'otherText'
    | 'errors'
    | 'describeConditions'
    | 'fieldNames'
    | 'regions'
    | 'uploadKinds'
  >
> &
  Pick<FormRendererProps, 'onChange' | 'onOtherTextChange'> & {
    idOf: (q: RenderedQuestion, part?: 'help' | 'error' | 'other') => string;
  };

function Question({
  question: q,
  context,
}: {
  question: RenderedQuestion;
  context: QuestionContext;
}) {
  const condition = 'showWhen' in q && q.showWhen ? q.showWhen : undefined;
  const conditionNote =
    context.describeConditions && condition ? (
      <p className={css.conditionNote}>{conditionText(context.questions, condition)}</p>
    ) : null;
  const conditionAttributes = condition
    ? {
        'data-show-when': condition.question,
        'data-show-when-any-of': condition.anyOf.join(' '),
      }
    : {};
  if (q.kind === 'pageBreak') return null;
  if (q.kind === 'description') {
    return (
      <section className={css.description} data-question={q.id} {...conditionAttributes}>
        <h3 className={css.descriptionTitle}>{q.title}</h3>
        {q.help && <p className={css.help}>{q.help}</p>}
        {conditionNote}
      </section>
    );
  }
  const error = context.errors[q.id];
  const describedBy =
    [q.help && context.idOf(q, 'help'), error && context.idOf(q, 'error')]
      .filter(Boolean)
      .join(' ') || undefined;
  const titleText = (
    <>
      {q.title}
      {q.required && (
        <span className={css.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </>
  );
  const helpAndNote = (
    <>
      {q.help && (
        <p id={context.idOf(q, 'help')} className={css.help}>
          {q.help}
        </p>
      )}
      {conditionNote}
    </>
  );
  const errorLine = (
    <p id={context.idOf(q, 'error')} className={css.error} data-error-for={q.id}>
      {error ?? ''}
    </p>
  );
  const common = {
    className: css.question,
    'data-question': q.id,
    'data-kind': q.kind,
    ...conditionAttributes,
  };
  const field = { q, context, describedBy, invalid: error !== undefined };
  if (q.kind === 'single' || q.kind === 'multiple' || q.kind === 'rating') {
    return (
      <fieldset {...common} aria-describedby={describedBy}>
        <legend className={css.title}>
          {titleText}
          {q.required && <span className={css.visuallyHidden}>（必填）</span>}
        </legend>
        {helpAndNote}
        {q.kind === 'rating' ? <Rating {...field} q={q} /> : <Choices {...field} q={q} />}
        {errorLine}
      </fieldset>
    );
  }
  return (
    <div {...common}>
      <label className={css.title} htmlFor={context.idOf(q)}>
        {titleText}
        {q.required && <span className={css.visuallyHidden}>（必填）</span>}
      </label>
      {helpAndNote}
      <Control {...field} q={q} />
      {errorLine}
    </div>
  );
}

type FieldProps<Q> = {
  q: Q;
  context: QuestionContext;
  describedBy: string | undefined;
  invalid: boolean;
};

const single = (value: AnswerValue | undefined) =>
  typeof value === 'string' ? value : (value?.[0] ?? '');
const list = (value: AnswerValue | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : value === '' ? [] : [value];

/** `value`/`checked` with `onChange` when controlled, their `default…` forms otherwise. */
function bind<T>(context: QuestionContext, key: 'value' | 'checked', current: T) {
  return context.onChange
    ? { [key]: current }
    : { [key === 'value' ? 'defaultValue' : 'defaultChecked']: current };
}

const textInputs = {
  plain: { type: 'text' },
  mobile: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  idCard: { type: 'text', autoComplete: 'off' },
  number: { type: 'text', inputMode: 'decimal' },
} as const;

function Control({
  q,
  context,
  describedBy,
  invalid,
}: FieldProps<Exclude<AnsweredRenderedQuestion, { kind: 'single' | 'multiple' | 'rating' }>>) {
  const value = context.values[q.id];
  const attributes = {
    id: context.idOf(q),
    name: context.fieldNames.answer(q.id),
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': q.required || undefined,
  };
  const change = (next: AnswerValue) => context.onChange?.(q.id, next);
  switch (q.kind) {
    case 'text':
      return (
        <input
          {...attributes}
          {...textInputs[q.format]}
          className={css.input}
          maxLength={q.maxLength}
          placeholder={q.placeholder || undefined}
          {...bind(context, 'value', single(value))}
          onChange={(e) => change(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <textarea
          {...attributes}
          className={css.textarea}
          maxLength={q.maxLength}
          placeholder={q.placeholder || undefined}
          {...bind(context, 'value', single(value))}
          onChange={(e) => change(e.target.value)}
        />
      );
    case 'date':
      return (
        <input
          {...attributes}
          type="date"
          className={css.input}
          {...bind(context, 'value', single(value))}
          onChange={(e) => change(e.target.value)}
        />
      );
    case 'dropdown':
      return (
        <select
          {...attributes}
          className={css.input}
          {...bind(context, 'value', single(value))}
          onChange={(e) => change(e.target.value)}
        >
          <option value="">请选择</option>
          {q.options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'region':
      return (
        <select
          {...attributes}
          className={css.input}
          data-region-level={Math.min(q.level, 3)}
          {...bind(context, 'value', single(value))}
          onChange={(e) => change(e.target.value)}
        >
          <option value="">请选择</option>
          {regionOptions(context.regions, Math.min(q.level, 3))}
        </select>
      );
    case 'upload':
      return (
        <Upload
          q={q}
          attributes={attributes}
          files={list(value)}
          extensions={q.accept.flatMap((kind) => context.uploadKinds[kind]?.extensions ?? [])}
        />
      );
  }
}

/**
 * The deepest level as one select, grouped by its parents (省 › 市 for districts), so that it works
 * without scripts; the fill-in page's script turns it into one select per level.
 */
function regionOptions(regions: readonly RegionOption[], level: number): ReactNode {
  if (level === 1)
    return regions.map((p) => (
      <option key={p.code} value={p.code}>
        {p.name}
      </option>
    ));
  return regions.flatMap((p) =>
    level === 2
      ? [group(p.code, p.name, p.children ?? [])]
      : (p.children ?? []).map((c) => group(c.code, `${p.name} ${c.name}`, c.children ?? [])),
  );
}

const group = (code: string, label: string, children: readonly RegionOption[]) => (
  <optgroup key={code} label={label} data-code={code}>
    {children.map((r) => (
      <option key={r.code} value={r.code}>
        {r.name}
      </option>
    ))}
  </optgroup>
);

function Upload({
  q,
  attributes,
  files,
  extensions,
}: {
  q: Extract<AnsweredRenderedQuestion, { kind: 'upload' }>;
  extensions: string[];
  attributes: { id: string; name: string; 'aria-describedby': string | undefined };
  files: string[];
}) {
  return (
    <>
      {files.length > 0 && (
        <ul className={css.uploaded} data-uploaded-for={q.id}>
          {files.map((fileId, index) => (
            <li key={fileId}>
              已上传文件{index + 1}
              <input type="hidden" name={attributes.name} value={fileId} />
            </li>
          ))}
        </ul>
      )}
      <input
        {...attributes}
        type="file"
        className={css.input}
        accept={extensions.map((e) => `.${e}`).join(',')}
        multiple={q.maxFiles > 1}
        data-max-size-mb={q.maxSizeMb}
        data-max-files={q.maxFiles}
      />
      <p className={css.help}>
        支持{extensions.join('、')}，单个文件不超过{q.maxSizeMb}MB，最多{q.maxFiles}个
      </p>
    </>
  );
}

function Choices({
  q,
  context,
}: FieldProps<Extract<AnsweredRenderedQuestion, { kind: 'single' | 'multiple' }>>) {
  const chosen = list(context.values[q.id]);
  const type = q.kind === 'single' ? 'radio' : 'checkbox';
  const name = context.fieldNames.answer(q.id);
  const options = [...q.options, ...(q.allowOther ? [{ id: otherOption, label: '其他' }] : [])];
  const toggle = (option: string, checked: boolean) =>
    context.onChange?.(
      q.id,
      q.kind === 'single'
        ? option
        : checked
          ? [...chosen, option]
          : chosen.filter((o) => o !== option),
    );
  return (
    <div className={css.options}>
      {options.map((o) => (
        <label key={o.id} className={css.option}>
          <input
            type={type}
            className={css.mark}
            name={name}
            value={o.id}
            {...bind(context, 'checked', chosen.includes(o.id))}
            onChange={(e) => toggle(o.id, e.target.checked)}
          />
          {o.label}
        </label>
      ))}
      {q.allowOther && (
        <input
          id={context.idOf(q, 'other')}
          className={css.otherInput}
          name={context.fieldNames.otherText(q.id)}
          aria-label={`${q.title}：其他`}
          placeholder="请填写其他内容"
          maxLength={50}
          {...bind(context, 'value', context.otherText[q.id] ?? '')}
          onChange={(e) => context.onOtherTextChange?.(q.id, e.target.value)}
        />
      )}
    </div>
  );
}

function Rating({ q, context }: FieldProps<Extract<AnsweredRenderedQuestion, { kind: 'rating' }>>) {
  const current = single(context.values[q.id]);
  return (
    <div className={css.ratingScale}>
      {Array.from({ length: q.max }, (_, i) => String(i + 1)).map((score) => (
        <label key={score} className={css.ratingOption}>
          <input
            type="radio"
            className={css.mark}
            name={context.fieldNames.answer(q.id)}
            value={score}
            {...bind(context, 'checked', current === score)}
            aria-label={`${score}分`}
            onChange={() => context.onChange?.(q.id, score)}
          />
          {score}
        </label>
      ))}
    </div>
  );
}

function conditionText(
  questions: readonly RenderedQuestion[],
  condition: { question: string; anyOf: readonly string[] },
): string {
  const source = questions.find((q) => q.id === condition.question);
  if (!source || !('options' in source)) return '';
  const labels = condition.anyOf.map((id) =>
    id === otherOption ? '其他' : (source.options.find((o) => o.id === id)?.label ?? id),
  );
  return `仅当“${source.title}”选择“${labels.join('、')}”时填写`;
}
