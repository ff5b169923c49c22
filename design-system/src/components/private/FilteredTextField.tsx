import type { ReactNode, RefObject } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { field } from '../../styles/field.css.ts';
import { useFilteredValue } from '../TextField/useFilteredValue.ts';
import { FieldErrorMessage, FieldLabel } from './FieldParts.tsx';

export type FilteredTextFieldProps = Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children'
> & {
  /** Visible label; without one, pass `aria-label`. Default none. */
  label?: ReactNode;
  /** Shown under the box while the field is invalid; RAC's own message otherwise. Default none. */
  errorMessage?: ReactNode;
  /** Width of the whole field (number = px). Default: the width of its container. */
  width?: number | string;
  /** Runs on every change; the field holds only what it returns. Default none. */
  filter?: (value: string) => string;
  /** Rewrites the value when the field loses focus. Default none. */
  normalizeOnBlur?: (value: string) => string;
  /** The input or text area that `children` renders, for keeping the caret in place. Required. */
  inputRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  /** What stands between the label and the error message (box, description…); gets the value. */
  children: ReactNode | ((value: string) => ReactNode);
};

/**
 * The shell of a RAC text field (TextField, TextArea): label, error message, width and the value
 * passed through `filter` and `normalizeOnBlur` (see `useFilteredValue`).
 */
export function FilteredTextField({
  label,
  errorMessage,
  width,
  filter,
  normalizeOnBlur,
  inputRef,
  children,
  value,
  defaultValue,
  onChange,
  onBlur,
  isRequired,
  ...props
}: FilteredTextFieldProps) {
  const text = useFilteredValue(inputRef, {
    value,
    defaultValue,
    onChange,
    onBlur,
    filter,
    normalizeOnBlur,
  });

  return (
    <AriaTextField
      {...props}
      value={text.value}
      onChange={text.onChange}
      onBlur={text.onBlur}
      isRequired={isRequired}
      className={field}
      style={{ width }}
    >
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      {typeof children === 'function' ? children(text.value) : children}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
