import type { ReactNode } from 'react';
import * as styles from './Section.css.ts';

export type SectionProps = {
  /** Anchor of the section, also the base of its heading id. */
  id: string;
  title: string;
  lead?: string;
  /** Grey band behind the section. Default `false`. */
  isTinted?: boolean;
  children: ReactNode;
};

/** A titled band of the home page. */
export function Section({ id, title, lead, isTinted = false, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-tinted={isTinted || undefined}
      className={styles.section}
    >
      <div className={styles.inner}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
