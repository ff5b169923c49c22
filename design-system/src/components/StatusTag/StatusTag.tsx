import type { ReactNode } from 'react';
import { getStatus, type StatusFamily } from './status-families.ts';
import { statusIcons, toneIcons } from './tone-icons.ts';
import * as styles from './StatusTag.css.ts';

export type StatusTagProps = {
  /** 该值属于规格 §4的哪一组状态，如 `purchaseOrder`。必填。 */
  family: StatusFamily;
  /** 服务端返回的状态（数字；`review` 为名称）。必填。 */
  value: string | number | null | undefined;
  /** 替换状态表中的文字（色调和图标不变）。默认：`statusFamilies` 中的文字。 */
  label?: string;
  /** 规格未定义的值显示的内容（如1、3–7以外的账单类型）；为 `null` 时不渲染。默认 `-`。 */
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
