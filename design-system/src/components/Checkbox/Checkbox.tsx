import type { ReactNode } from 'react';
import { Check, Minus } from 'lucide-react';
import {
  CheckboxButton,
  CheckboxField as AriaCheckboxField,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/FieldParts.tsx';
import * as styles from './Checkbox.css.ts';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;

export type CheckboxProps = Omit<AriaCheckboxFieldProps, 'className' | 'style' | 'children'> & {
  /** 复选框旁的标签。默认无：此时请提供 `aria-label`。 */
  children?: ReactNode;
  /** 标签下的帮助文字。默认无。 */
  description?: ReactNode;
  /** 复选框无效时标签下的错误信息。默认：RAC的校验信息。在CheckboxGroup中由分组显示错误。 */
  errorMessage?: ReactNode;
};

export function Checkbox({ children, description, errorMessage, ...props }: CheckboxProps) {
  return (
    <AriaCheckboxField {...props} className={styles.field}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span aria-hidden className={styles.box}>
              {isIndeterminate ? (
                <Minus size={12} strokeWidth={3} />
              ) : (
                isSelected && <Check size={12} strokeWidth={3} />
              )}
            </span>
            {children}
          </>
        )}
      </CheckboxButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaCheckboxField>
  );
}

export type CheckboxGroupProps = Omit<
  AriaCheckboxGroupProps,
  'className' | 'style' | 'children'
> & {
  /** 可见的分组标签。默认无：此时请提供 `aria-label`。 */
  label?: ReactNode;
  /** 选项下的帮助文字。默认无。 */
  description?: ReactNode;
  /** 分组无效时选项下的错误信息。默认：RAC的校验信息。 */
  errorMessage?: ReactNode;
  /** 选项纵向排列（`vertical`）或横向换行排列（`horizontal`）。默认 `vertical`。 */
  orientation?: (typeof checkboxGroupOrientations)[number];
  /** 各个 `Checkbox`，每个带 `value`。 */
  children: ReactNode;
};

export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={styles.group}>
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.options} data-orientation={orientation}>
        {children}
      </div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaCheckboxGroup>
  );
}
