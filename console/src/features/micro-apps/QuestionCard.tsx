import {
  questionKindNames,
  regionLevels,
  textFormats,
  uploadKinds,
  type FormDocument,
  type FormQuestion,
} from '@p5g/api/contract';
import {
  Checkbox,
  CheckboxGroup,
  NumberField,
  OptionListEditor,
  ReorderButtons,
  Select,
  SelectItem,
  Switch,
  TextArea,
  TextField,
} from '@p5g/design-system';
import { canMove, conditionSources } from './form-builder.ts';
import * as styles from './micro-apps.css.ts';

type Props = {
  doc: FormDocument;
  index: number;
  /** The schema's messages, by path below this question (`title`, `options.0.label`). */
  errors: Record<string, string>;
  onChange: (question: FormQuestion) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
};

const numberOr = <T,>(value: string, empty: T) => (value === '' ? empty : Number(value));

/** One question of the builder: its common fields, its kind's own, and its display condition. */
export function QuestionCard({ doc, index, errors, onChange, onMove, onRemove }: Props) {
  const question = doc.questions[index]!;
  const name = `问题${index + 1}`;
  const field = (path: string) => ({
    isInvalid: errors[path] !== undefined,
    errorMessage: errors[path],
  });
  const update = (patch: Partial<FormQuestion>) =>
    onChange({ ...question, ...patch } as FormQuestion);

  return (
    <li className={styles.question} aria-label={`${name}：${questionKindNames[question.kind]}`}>
      <div className={styles.questionHeader}>
        <span className={styles.kind}>
          {name} · {questionKindNames[question.kind]}
        </span>
        <ReorderButtons
          name={name}
          isFirst={!canMove(doc, index, -1)}
          isLast={!canMove(doc, index, 1)}
          onMoveUp={() => onMove(-1)}
          onMoveDown={() => onMove(1)}
          onRemove={onRemove}
        />
      </div>
      {question.kind === 'pageBreak' ? (
        <p className={styles.note}>以下问题在填写页的下一页显示。</p>
      ) : (
        <>
          <TextField
            label={question.kind === 'description' ? '标题' : '问题标题'}
            value={question.title}
            maxLength={100}
            onChange={(title) => update({ title })}
            {...field('title')}
          />
          <TextArea
            label={question.kind === 'description' ? '正文' : '说明'}
            value={question.help}
            rows={2}
            maxLength={question.kind === 'description' ? 2000 : 300}
            onChange={(help) => update({ help })}
            {...field('help')}
          />
          {question.kind !== 'description' && (
            <Switch isSelected={question.required} onChange={(required) => update({ required })}>
              必填
            </Switch>
          )}
          <KindFields question={question} field={field} update={update} />
          <DisplayCondition doc={doc} index={index} field={field} update={update} />
        </>
      )}
    </li>
  );
}

type FieldOf = (path: string) => { isInvalid: boolean; errorMessage: string | undefined };

function KindFields({
  question,
  field,
  update,
}: {
  question: FormQuestion;
  field: FieldOf;
  update: (patch: Partial<FormQuestion>) => void;
}) {
  switch (question.kind) {
    case 'text':
    case 'textarea':
      return (
        <div className={styles.row}>
          {question.kind === 'text' && (
            <Select
              label="格式"
              selectedKey={question.format}
              onSelectionChange={(format) => update({ format } as Partial<FormQuestion>)}
            >
              {Object.entries(textFormats).map(([id, label]) => (
                <SelectItem key={id} id={id}>
                  {label}
                </SelectItem>
              ))}
            </Select>
          )}
          <NumberField
            label="最多字数"
            value={String(question.maxLength)}
            onChange={(v) => update({ maxLength: numberOr(v, 0) })}
            {...field('maxLength')}
          />
          <TextField
            label="提示文字"
            value={question.placeholder}
            maxLength={50}
            onChange={(placeholder) => update({ placeholder })}
            {...field('placeholder')}
          />
        </div>
      );
    case 'single':
    case 'multiple':
    case 'dropdown':
      return (
        <>
          <OptionListEditor
            options={question.options}
            onChange={(options) => update({ options })}
            errorMessage={field('options').errorMessage}
            optionErrors={Object.fromEntries(
              question.options.flatMap((_, i) => {
                const message = field(`options.${i}.label`).errorMessage;
                return message ? [[i, message]] : [];
              }),
            )}
          />
          {question.kind !== 'dropdown' && (
            <Switch
              isSelected={question.allowOther}
              onChange={(allowOther) => update({ allowOther })}
            >
              允许填写“其他”
            </Switch>
          )}
          {question.kind === 'multiple' && (
            <div className={styles.row}>
              <NumberField
                label="最少选择"
                value={String(question.minChoices)}
                onChange={(v) => update({ minChoices: numberOr(v, 0) })}
                {...field('minChoices')}
              />
              <NumberField
                label="最多选择"
                description="不填则不限"
                value={question.maxChoices === undefined ? '' : String(question.maxChoices)}
                onChange={(v) => update({ maxChoices: numberOr(v, undefined) })}
                {...field('maxChoices')}
              />
            </div>
          )}
        </>
      );
    case 'region':
      return (
        <Select
          label="选择到"
          selectedKey={String(question.level)}
          onSelectionChange={(level) => update({ level: Number(level) } as Partial<FormQuestion>)}
        >
          {Object.entries(regionLevels).map(([id, label]) => (
            <SelectItem key={id} id={id}>
              {label}
            </SelectItem>
          ))}
        </Select>
      );
    case 'rating':
      return (
        <NumberField
          label="最高分"
          description="3至10分"
          value={String(question.max)}
          onChange={(v) => update({ max: numberOr(v, 0) })}
          {...field('max')}
        />
      );
    case 'upload':
      return (
        <>
          <CheckboxGroup
            label="允许上传"
            orientation="horizontal"
            value={question.accept}
            onChange={(accept) => update({ accept } as Partial<FormQuestion>)}
            {...field('accept')}
          >
            {Object.entries(uploadKinds).map(([id, kind]) => (
              <Checkbox key={id} value={id}>
                {`${kind.name}（${kind.extensions.join('、')}）`}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <div className={styles.row}>
            <NumberField
              label="单个文件最大（MB）"
              value={String(question.maxSizeMb)}
              onChange={(v) => update({ maxSizeMb: numberOr(v, 0) })}
              {...field('maxSizeMb')}
            />
            <NumberField
              label="最多文件数"
              value={String(question.maxFiles)}
              onChange={(v) => update({ maxFiles: numberOr(v, 0) })}
              {...field('maxFiles')}
            />
          </div>
        </>
      );
    default:
      return null;
  }
}

/** 按条件显示: show this question when an earlier choice question's answer is one of some options. */
function DisplayCondition({
  doc,
  index,
  field,
  update,
}: {
  doc: FormDocument;
  index: number;
  field: FieldOf;
  update: (patch: Partial<FormQuestion>) => void;
}) {
  const question = doc.questions[index]!;
  const sources = conditionSources(doc, index);
  if (question.kind === 'pageBreak' || sources.length === 0) return null;
  const condition = question.showWhen;
  const source = condition && sources.find((s) => s.id === condition.question);
  return (
    <fieldset className={styles.condition}>
      <legend className={styles.kind}>显示条件</legend>
      <Switch
        isSelected={condition !== undefined}
        onChange={(on) =>
          update({
            showWhen: on
              ? { question: sources[0]!.id, anyOf: [sources[0]!.choices[0]!.id] }
              : undefined,
          })
        }
      >
        按前面的选择题答案显示此题
      </Switch>
      {condition && (
        <>
          <Select
            label="当此题的答案"
            selectedKey={condition.question}
            onSelectionChange={(id) => {
              const next = sources.find((s) => s.id === id);
              if (next) update({ showWhen: { question: next.id, anyOf: [next.choices[0]!.id] } });
            }}
            {...field('showWhen.question')}
          >
            {sources.map((s) => (
              <SelectItem key={s.id} id={s.id} textValue={s.title}>
                {s.title}
              </SelectItem>
            ))}
          </Select>
          <CheckboxGroup
            label="是以下任一选项时显示"
            orientation="horizontal"
            value={condition.anyOf}
            onChange={(anyOf) => update({ showWhen: { ...condition, anyOf } })}
            {...field('showWhen.anyOf')}
          >
            {(source?.choices ?? []).map((choice) => (
              <Checkbox key={choice.id} value={choice.id}>
                {choice.label}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </>
      )}
    </fieldset>
  );
}
