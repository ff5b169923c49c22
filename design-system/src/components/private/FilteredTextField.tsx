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
  /** 可见标签；没有时请提供 `aria-label`。默认无。 */
  label?: ReactNode;
  /** 字段无效时下方显示的信息；否则显示RAC自己的信息。默认无。 */
  errorMessage?: ReactNode;
  /** 整个字段的宽度（数字为px）。默认：容器的宽度。 */
  width?: number | string;
  /** 每次修改时运行；字段只保留其返回值。默认无。 */
  filter?: (value: string) => string;
  /** 失去焦点时改写值。默认无。 */
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
