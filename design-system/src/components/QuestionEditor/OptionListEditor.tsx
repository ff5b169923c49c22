import { Plus } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { ChoiceOption } from '../FormRenderer/questions.ts';
import { moved, nextOptionId } from './option-list.ts';
import { ReorderButtons } from './ReorderButtons.tsx';
import * as styles from './QuestionEditor.css.ts';

export type OptionListEditorProps = {
  /** 选项，按显示顺序。 */
  options: readonly ChoiceOption[];
  onChange: (options: ChoiceOption[]) => void;
  /** 各选项内容的错误信息，按选项序号。默认无。 */
  optionErrors?: Readonly<Record<number, string>>;
  /** 整个选项列表的错误信息（如“至少设置2个选项”）。默认无。 */
  errorMessage?: string;
  /** 选项最多的个数；到达后“添加选项”不可用。默认 `50`。 */
  maxOptions?: number;
  /** 每个选项内容的最大长度。默认 `50`。 */
  maxLength?: number;
};

/**
 * The options of a choice question: each option's text, moved up or down or removed with buttons,
 * and 添加选项 (a new option gets a fresh id, so answers already given keep their meaning).
 */
export function OptionListEditor({
  options,
  onChange,
  optionErrors = {},
  errorMessage,
  maxOptions = 50,
  maxLength = 50,
}: OptionListEditorProps) {
  const change = (index: number, label: string) =>
    onChange(options.map((o, i) => (i === index ? { ...o, label } : o)));
  return (
    <div className={styles.options}>
      <ol className={styles.optionList} aria-label="选项">
        {options.map((option, index) => (
          <li key={option.id} className={styles.optionRow}>
            <div className={styles.optionField}>
              <TextField
                aria-label={`选项${index + 1}`}
                value={option.label}
                maxLength={maxLength}
                onChange={(label) => change(index, label)}
                isInvalid={optionErrors[index] !== undefined}
                errorMessage={optionErrors[index]}
              />
            </div>
            <ReorderButtons
              name={`选项${index + 1}`}
              isFirst={index === 0}
              isLast={index === options.length - 1}
              onMoveUp={() => onChange(moved(options, index, -1))}
              onMoveDown={() => onChange(moved(options, index, 1))}
              onRemove={() => onChange(options.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      {errorMessage && (
        <p className={styles.error} role="alert">
          {errorMessage}
        </p>
      )}
      <div>
        <Button
          size="small"
          isDisabled={options.length >= maxOptions}
          onPress={() =>
            onChange([
              ...options,
              { id: nextOptionId(options), label: `选项${options.length + 1}` },
            ])
          }
        >
          <Plus aria-hidden size={14} />
          添加选项
        </Button>
      </div>
    </div>
  );
}
