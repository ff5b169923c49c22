import { inputFilters, trimNumberOnBlur } from '../../input-filters/index.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export const numberFieldFilters = ['number', 'positive', 'int', 'intpo'] as const;
export type NumberFieldFilter = (typeof numberFieldFilters)[number];

// Mobile keyboards for `decimal` and `numeric` have no minus key, so signed filters keep the text one.
const inputModes: Record<NumberFieldFilter, TextFieldProps['inputMode']> = {
  number: 'text',
  positive: 'decimal',
  int: 'text',
  intpo: 'numeric',
};

export type NumberFieldProps = Omit<TextFieldProps, 'filter' | 'normalizeOnBlur'> & {
  /** 输入文字经过的规格 §5数字过滤规则。默认 `number`。 */
  filter?: NumberFieldFilter;
};

/**
 * A text input for numbers, not a stepper: what the user types or pastes is filtered as they type,
 * and a trailing dot or lone minus is removed on blur. The value stays a string.
 */
export function NumberField({ filter = 'number', ...props }: NumberFieldProps) {
  return (
    <TextField
      inputMode={inputModes[filter]}
      autoComplete="off"
      {...props}
      filter={inputFilters[filter]}
      normalizeOnBlur={trimNumberOnBlur}
    />
  );
}
