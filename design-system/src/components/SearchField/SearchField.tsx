import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  Group,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/FieldParts.tsx';
import * as styles from './SearchField.css.ts';

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'className' | 'style' | 'children'> & {
  /** Visible label; without one, pass `aria-label`. Default none. */
  label?: ReactNode;
  /** Help text under the input, linked to it as its description. Default none. */
  description?: ReactNode;
  /** Shown under the input while the field is invalid; RAC's own message otherwise. Default none. */
  errorMessage?: ReactNode;
  /** Hint shown while the field is empty. Default none. */
  placeholder?: string;
  /** Width of the whole field (number = px). Default: the width of its container. */
  width?: number | string;
  /** Accessible name of the clear button. Default `清除`. */
  clearLabel?: string;
};

/**
 * Search input: Enter calls `onSubmit` with the text, the clear button (or Escape) empties it and
 * calls `onClear`. The clear button is out of the tab order, as Escape does the same.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  width,
  clearLabel = '清除',
  isRequired,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} isRequired={isRequired} className={styles.root} style={{ width }}>
      {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
      <Group role="presentation" className={styles.box}>
        <Search aria-hidden size={14} className={styles.icon} />
        <Input placeholder={placeholder} className={styles.input} />
        <Button aria-label={clearLabel} className={styles.clearButton}>
          <X aria-hidden size={14} />
        </Button>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaSearchField>
  );
}
