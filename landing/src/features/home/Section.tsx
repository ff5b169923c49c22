import type { ReactNode } from 'react';
import * as styles from './Section.css.ts';

export type SectionProps = {
  /** Anchor of the section, also the base of its heading id. */
  id: string;
  title: string;
  lead?: string;
  /** Grey band behind the section. Default `false`. */
  isTinted?: boolean;
  /** Holds a part whose code loads late; its coming into view starts the loading. Default `false`. */
  isDeferred?: boolean;
  children: ReactNode;
};

/** A titled band of the home page. */
export function Section({
  id,
  title,
  lead,
  isTinted = false,
  isDeferred = false,
  children,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-tinted={isTinted || undefined}
      data-deferred={isDeferred || undefined}
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
