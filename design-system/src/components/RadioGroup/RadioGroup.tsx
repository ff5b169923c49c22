import type { ReactNode } from 'react';
import {
  RadioButton,
  RadioField as AriaRadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps as AriaRadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/FieldParts.tsx';
import * as styles from './RadioGroup.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export type RadioGroupProps = Omit<
  AriaRadioGroupProps,
  'className' | 'style' | 'children' | 'orientation'
> & {
  /** Visible group label. Default none: then give `aria-label`. */
  label?: ReactNode;
  /** Help text under the options. Default none. */
  description?: ReactNode;
  /** Error under the options when the group is invalid. Default: RAC's validation message. */
  errorMessage?: ReactNode;
  /** Stacks the options (`vertical`) or lays them in a wrapping row (`horizontal`). Default `vertical`. */
  orientation?: (typeof radioGroupOrientations)[number];
  /** The `Radio`s, each with a `value`. */
  children: ReactNode;
};

export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation={orientation} className={styles.group}>
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.options}>{children}</div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}

export type RadioProps = Omit<AriaRadioFieldProps, 'className' | 'style' | 'children'> & {
  /** Label beside the circle. */
  children: ReactNode;
  /** Help text under this option's label. Default none. */
  description?: ReactNode;
};

export function Radio({ children, description, ...props }: RadioProps) {
  return (
    <AriaRadioField {...props} className={styles.field}>
      <RadioButton className={styles.radio}>
        <span aria-hidden className={styles.dot} />
        {children}
      </RadioButton>
      {description && <FieldDescription>{description}</FieldDescription>}
    </AriaRadioField>
  );
}
