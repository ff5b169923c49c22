import type { StatusIconName, StatusTone } from './status-tones.ts';
import { statusIcons, toneIcons } from './tone-icons.ts';
import * as styles from './StatusTag.css.ts';

export type StatusTagProps = {
  /** 显示的状态文字，由应用按契约的状态表给出。必填。 */
  label: string;
  /** 状态的色调。必填。 */
  tone: StatusTone;
  /** 与同色调状态区分的图标（如待发送、发送中）。默认：色调的图标。 */
  icon?: StatusIconName;
};

/** A status as a small tag: icon, label and tone. */
export function StatusTag({ label, tone, icon }: StatusTagProps) {
  const Icon = icon ? statusIcons[icon] : toneIcons[tone];
  return (
    <span className={styles.tag[tone]} data-tone={tone}>
      <Icon aria-hidden size={14} strokeWidth={2} className={styles.icon} />
      {label}
    </span>
  );
}
