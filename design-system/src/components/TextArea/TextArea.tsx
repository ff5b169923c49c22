import { useRef, type ReactNode } from 'react';
import {
  TextArea as AriaTextArea,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldDescription } from '../private/FieldParts.tsx';
import { FilteredTextField } from '../private/FilteredTextField.tsx';
import * as styles from './TextArea.css.ts';

export type TextAreaProps = Omit<AriaTextFieldProps, 'className' | 'style' | 'children'> & {
  /** Visible label; without one, pass `aria-label`. Default none. */
  label?: ReactNode;
  /** Help text under the box, linked to it as its description. Default none. */
  description?: ReactNode;
  /** Shown under the box while the field is invalid; RAC's own message otherwise. Default none. */
  errorMessage?: ReactNode;
  /** Hint shown while the field is empty. Default none. */
  placeholder?: string;
  /** Visible lines before the box scrolls; the user can drag it taller. Default `4`. */
  rows?: number;
  /** Shows the character count under the box, as `12/200` when `maxLength` is set. Default `false`. */
  showCount?: boolean;
  /** Width of the whole field (number = px). Default: the width of its container. */
  width?: number | string;
  /** Runs on every change; the field holds only what it returns (see `input-filters`). Default none. */
  filter?: (value: string) => string;
  /** Rewrites the value when the field loses focus. Default none. */
  normalizeOnBlur?: (value: string) => string;
};

export function TextArea({
  description,
  placeholder,
  rows = 4,
  showCount = false,
  maxLength,
  ...props
}: TextAreaProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  return (
    <FilteredTextField {...props} maxLength={maxLength} inputRef={inputRef}>
      {(value) => (
        <>
          <AriaTextArea
            ref={inputRef}
            rows={rows}
            placeholder={placeholder}
            className={styles.textArea}
          />
          {(description || showCount) && (
            <div className={styles.footer}>
              <div className={styles.footerText}>
                {description && <FieldDescription>{description}</FieldDescription>}
              </div>
              {showCount && (
                <span className={styles.count}>
                  {maxLength === undefined ? value.length : `${value.length}/${maxLength}`}
                </span>
              )}
            </div>
          )}
        </>
      )}
    </FilteredTextField>
  );
}
