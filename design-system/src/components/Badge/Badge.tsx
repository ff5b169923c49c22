import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './Badge.css.ts';
import { formatBadgeCount } from './format-badge-count.ts';

export const badgeTones = ['danger', 'info', 'success', 'warning', 'neutral'] as const;

export type BadgeTone = (typeof badgeTones)[number];

export type BadgeProps = {
  /** The number to show. */
  count: number;
  /** Counts above this show as `{max}+`. Default `99`. */
  max?: number;
  /** Fill colour; the number carries the meaning, the tone only its urgency. Default `danger`. */
  tone?: BadgeTone;
  /** Shows the badge when `count` is 0. Default `false`. */
  showZero?: boolean;
  /**
   * What screen readers hear instead of the bare number, e.g. `` `${n} 条未读消息` ``.
   * Default: the number as shown.
   */
  label?: string;
  /** The element the badge marks (icon, button); the badge sits on its top-right corner. Default none: the badge stands alone. */
  children?: ReactNode;
};

/** A count, alone or on the corner of an element. */
export function Badge({
  count,
  max = 99,
  tone = 'danger',
  showZero = false,
  label,
  children,
}: BadgeProps) {
  const isShown = count > 0 || showZero;
  const text = formatBadgeCount(count, max);
  const badge = isShown && (
    <span
      className={clsx(styles.count, styles.tone[tone], children != null && styles.corner)}
      data-tone={tone}
    >
      {label ? (
        <>
          <span aria-hidden>{text}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
  if (children == null) return badge || null;
  return (
    <span className={styles.anchor}>
      {children}
      {badge}
    </span>
  );
}

export type DotProps = {
  /** What the dot means, for screen readers (it must not be told by colour alone), e.g. `有未读消息`. */
  label: string;
  /** Shows the dot; when `false` only the child renders. Default `true`. */
  isVisible?: boolean;
  /** Fill colour. Default `danger`. */
  tone?: BadgeTone;
  /** The element the dot marks; the dot sits on its top-right corner. Default none: the dot stands alone. */
  children?: ReactNode;
};

/**
 * A small status dot, such as the inbox's unread mark. Put it inside the control it marks
 * (e.g. around the icon in a button) so its label becomes part of that control's name.
 */
export function Dot({ label, isVisible = true, tone = 'danger', children }: DotProps) {
  const dot = isVisible && (
    <>
      <span
        aria-hidden
        className={clsx(styles.dot, styles.tone[tone], children != null && styles.corner)}
        data-tone={tone}
      />
      <span className={visuallyHidden}>{label}</span>
    </>
  );
  if (children == null) return dot || null;
  return (
    <span className={styles.anchor}>
      {children}
      {dot}
    </span>
  );
}
