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
  /** Label beside the box. Default none: then give `aria-label`. */
  children?: ReactNode;
  /** Help text under the label. Default none. */
  description?: ReactNode;
  /**
   * Error under the label when the checkbox is invalid. Default: RAC's validation message. Inside a
   * CheckboxGroup the group shows the error instead.
   */
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
  /** Visible group label. Default none: then give `aria-label`. */
  label?: ReactNode;
  /** Help text under the options. Default none. */
  description?: ReactNode;
  /** Error under the options when the group is invalid. Default: RAC's validation message. */
  errorMessage?: ReactNode;
  /** Stacks the options (`vertical`) or lays them in a wrapping row (`horizontal`). Default `vertical`. */
  orientation?: (typeof checkboxGroupOrientations)[number];
  /** The `Checkbox`es, each with a `value`. */
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
