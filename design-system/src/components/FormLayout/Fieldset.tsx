import { useId, type ReactNode } from 'react';
import { cjkLabel, cjkParagraph } from '../../styles/cjk-text.css.ts';
import * as styles from './FormLayout.css.ts';

export type FieldsetProps = {
  /** 分组名称，在其每个字段之前朗读，如 `汇款信息`。必填。 */
  legend: ReactNode;
  /** 名称下的一句说明：该分组的用途。默认无。 */
  description?: ReactNode;
  /** 分组内的字段；按每列至少240px排成尽可能多的列。 */
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
