import { useState, type RefObject } from 'react';
import type { TextFieldProps } from 'react-aria-components';

type BlurHandler = NonNullable<TextFieldProps['onBlur']>;

type FilteredValueOptions = {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: BlurHandler;
  filter?: (value: string) => string;
  normalizeOnBlur?: (value: string) => string;
};

/**
 * The value of a text field, controlled or not, passed through `filter` on every change and through
 * `normalizeOnBlur` when focus leaves. Pass the result to a RAC TextField whose input holds `ref`.
 */
export function useFilteredValue(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  {
    value: controlledValue,
    defaultValue = '',
    onChange,
    onBlur,
    filter,
    normalizeOnBlur,
  }: FilteredValueOptions,
) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;

  const commit = (next: string) => {
    if (next === value) return;
    if (controlledValue === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  const handleChange = (raw: string) => {
    const next = filter ? filter(raw) : raw;
    const element = ref.current;
    if (filter && next !== raw && element) {
      // Write the filtered text now and keep the caret where the user was typing: left to React,
      // a rejected character would still move the caret to the end.
      const caret = Math.min(
        filter(raw.slice(0, element.selectionStart ?? raw.length)).length,
        next.length,
      );
      element.value = next;
      element.setSelectionRange(caret, caret);
    }
    commit(next);
  };

  const handleBlur: BlurHandler = (event) => {
    if (normalizeOnBlur) commit(normalizeOnBlur(value));
    onBlur?.(event);
  };

  return { value, onChange: handleChange, onBlur: handleBlur };
}
