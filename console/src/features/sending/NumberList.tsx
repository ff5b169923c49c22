import { useId } from 'react';
import * as styles from './sending.css.ts';

/** Numbers the form or the preview sets apart (无效号码, 重复号码), under a visible label naming them. */
export function NumberList({ label, numbers }: { label: string; numbers: string[] }) {
  const labelId = useId();
  return (
    <div>
      <p id={labelId} className={styles.numberListLabel}>
        {label}
      </p>
      <ul className={styles.numberList} aria-labelledby={labelId}>
        {numbers.map((number) => (
          <li key={number}>{number}</li>
        ))}
      </ul>
    </div>
  );
}
