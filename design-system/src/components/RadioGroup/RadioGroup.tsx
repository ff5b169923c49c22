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
  /** 可见的分组标签。默认无：此时请提供 `aria-label`。 */
  label?: ReactNode;
  /** 选项下的帮助文字。默认无。 */
  description?: ReactNode;
  /** 分组无效时选项下的错误信息。默认：RAC的校验信息。 */
  errorMessage?: ReactNode;
  /** 选项纵向排列（`vertical`）或横向换行排列（`horizontal`）。默认 `vertical`。 */
  orientation?: (typeof radioGroupOrientations)[number];
  /** 各个 `Radio`，每个带 `value`。 */
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
  /** 圆形选框旁的标签。 */
  children: ReactNode;
  /** 该选项标签下的帮助文字。默认无。 */
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
