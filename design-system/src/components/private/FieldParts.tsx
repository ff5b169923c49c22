import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import * as styles from '../../styles/field.css.ts';

/** Field label; a required field gets a red asterisk that screen readers skip (RAC sets aria-required). */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={styles.label}>
      {isRequired && (
        <span aria-hidden className={styles.requiredMark}>
          *
        </span>
      )}
      {children}
    </Label>
  );
}

export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** Shows `errorMessage` when given, else the validation message RAC computed for the field. */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return <FieldError className={styles.errorMessage}>{children}</FieldError>;
}
