import type { ReactNode } from 'react';
import { getStatus, type StatusFamily } from './status-families.ts';
import { statusIcons, toneIcons } from './tone-icons.ts';
import * as styles from './StatusTag.css.ts';

export type StatusTagProps = {
  /** Which status of spec §4 the value belongs to, e.g. `purchaseOrder`. Required. */
  family: StatusFamily;
  /** The status as the server sends it (a number, or a name for `review`). Required. */
  value: string | number | null | undefined;
  /** Replaces the table's label (the tone and icon stay). Default: the label of `statusFamilies`. */
  label?: string;
  /**
   * Shown for a value the spec does not name (e.g. bill kinds other than 1, 3–7); `null` renders
   * nothing. Default `-`.
   */
  fallback?: ReactNode;
};

/** A status as a small tag: icon, label and tone, all from the one `statusFamilies` table. */
export function StatusTag({ family, value, label, fallback = '-' }: StatusTagProps) {
  const status = getStatus(family, value);
  if (!status) {
    return fallback == null ? null : <span className={styles.fallback}>{fallback}</span>;
  }
  const Icon = status.icon ? statusIcons[status.icon] : toneIcons[status.tone];
  return (
    <span className={styles.tag[status.tone]} data-tone={status.tone} data-family={family}>
      <Icon aria-hidden size={14} strokeWidth={2} className={styles.icon} />
      {label ?? status.label}
    </span>
  );
}
