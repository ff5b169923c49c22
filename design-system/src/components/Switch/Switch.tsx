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
  /** 开关旁的标签，说明开启的是什么。默认无：此时请提供 `aria-label`。 */
  children?: ReactNode;
  /** 标签下的帮助文字。默认无。 */
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
