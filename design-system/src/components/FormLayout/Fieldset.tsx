import { useId, type ReactNode } from 'react';
import { cjkLabel, cjkParagraph } from '../../styles/cjk-text.css.ts';
import * as styles from './FormLayout.css.ts';

export type FieldsetProps = {
  /** The group's name, read before each of its fields, e.g. `汇款信息`. Required. */
  legend: ReactNode;
  /** A sentence under the name: what the group is for. Default none. */
  description?: ReactNode;
  /** The fields; they flow into as many columns of at least 240 px as fit. */
  children: ReactNode;
};

/** A named group of fields in a form (联系人信息, 汇款信息), laid out in responsive columns. */
export function Fieldset({ legend, description, children }: FieldsetProps) {
  const descriptionId = useId();
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={description != null ? descriptionId : undefined}
    >
      <legend className={`${styles.legend} ${cjkLabel}`}>{legend}</legend>
      {description != null && (
        <p id={descriptionId} className={`${styles.fieldsetDescription} ${cjkParagraph}`}>
          {description}
        </p>
      )}
      <div className={styles.fields}>{children}</div>
    </fieldset>
  );
}
