import type { ReactNode } from 'react';
import {
  SwitchButton,
  SwitchField as AriaSwitchField,
  type SwitchFieldProps as AriaSwitchFieldProps,
} from 'react-aria-components';
import { FieldDescription } from '../private/FieldParts.tsx';
import * as styles from './Switch.css.ts';

export type SwitchProps = Omit<
  AriaSwitchFieldProps,
  'className' | 'style' | 'children' | 'isInvalid' | 'isRequired' | 'validate'
> & {
  /** Label beside the track, naming what is switched on. Default none: then give `aria-label`. */
  children?: ReactNode;
  /** Help text under the label. Default none. */
  description?: ReactNode;
};

export function Switch({ children, description, ...props }: SwitchProps) {
  return (
    <AriaSwitchField {...props} className={styles.field}>
      <SwitchButton className={styles.switchButton}>
        <span aria-hidden className={styles.track}>
          <span className={styles.thumb} />
        </span>
        {children}
      </SwitchButton>
      {description && <FieldDescription>{description}</FieldDescription>}
    </AriaSwitchField>
  );
}
