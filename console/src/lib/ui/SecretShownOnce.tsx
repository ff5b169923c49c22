import { CopyButton, InlineNotice } from '@p5g/design-system';
import * as styles from './credential.css.ts';

export type SecretShownOnceProps = {
  /** Why it must be copied now, e.g. `Secret 只显示这一次，…`. */
  notice: string;
  /** What is shown, each with its name and a copy button: the secret and whatever goes with it. */
  values: { name: string; value: string }[];
};

/**
 * A secret the service keeps no readable copy of, shown the one time it is made (an API key's
 * Secret, a webhook's signing secret): a warning, then each value in full with its copy button.
 */
export function SecretShownOnce({ notice, values }: SecretShownOnceProps) {
  return (
    <div className={styles.shownOnce}>
      <InlineNotice type="warning">{notice}</InlineNotice>
      {values.map(({ name, value }) => (
        <div key={name}>
          <p className={styles.label}>{name}</p>
          <p className={styles.credential}>
            <code>{value}</code>
            <CopyButton text={value} what={name} variant="secondary" />
          </p>
        </div>
      ))}
    </div>
  );
}
