import { useRef, type ReactNode } from 'react';
import { Group, Input, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription } from '../private/FieldParts.tsx';
import { FilteredTextField } from '../private/FilteredTextField.tsx';
import * as styles from './TextField.css.ts';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  /** Visible label; without one, pass `aria-label`. Default none. */
  label?: ReactNode;
  /** Help text under the input, linked to it as its description. Default none. */
  description?: ReactNode;
  /** Shown under the input while the field is invalid; RAC's own message otherwise. Default none. */
  errorMessage?: ReactNode;
  /** Hint shown while the field is empty. Default none. */
  placeholder?: string;
  /** Content inside the box before the input, such as a currency sign. Default none. */
  prefix?: ReactNode;
  /** Content inside the box after the input, such as a unit or 先生/女士. Default none. */
  suffix?: ReactNode;
  /** Width of the whole field (number = px). Default: the width of its container. */
  width?: number | string;
  /** Runs on every change; the field holds only what it returns (see `input-filters`). Default none. */
  filter?: (value: string) => string;
  /** Rewrites the value when the field loses focus, e.g. `trimNumberOnBlur`. Default none. */
  normalizeOnBlur?: (value: string) => string;
};

export function TextField({ description, placeholder, prefix, suffix, ...props }: TextFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <FilteredTextField {...props} inputRef={inputRef}>
      <Group className={styles.box}>
        {prefix && <span className={styles.affix}>{prefix}</span>}
        <Input ref={inputRef} placeholder={placeholder} className={styles.input} />
        {suffix && <span className={styles.affix}>{suffix}</span>}
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
    </FilteredTextField>
  );
}
