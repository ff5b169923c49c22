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
  /** 可见标签；没有时请提供 `aria-label`。默认无。 */
  label?: ReactNode;
  /** 输入框下的帮助文字，作为其描述与之关联。默认无。 */
  description?: ReactNode;
  /** 字段无效时输入框下显示的信息；否则显示RAC自己的信息。默认无。 */
  errorMessage?: ReactNode;
  /** 字段为空时显示的提示。默认无。 */
  placeholder?: string;
  /** 整个字段的宽度（数字为px）。默认：容器的宽度。 */
  width?: number | string;
  /** 清除按钮的无障碍名称。默认 `清除`。 */
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
