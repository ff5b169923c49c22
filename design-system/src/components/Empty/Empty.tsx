import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Empty.css.ts';

export const emptySizes = ['small', 'medium'] as const;

export type EmptyProps = {
  /** The sentence under the illustration; say what is missing, in the spec's words. Default `暂无数据`. */
  description?: ReactNode;
  /** The next step, usually a Button (e.g. `开通服务`). Default none. */
  action?: ReactNode;
  /** Decorative illustration, a lucide-react icon component. Default `Inbox`. */
  icon?: LucideIcon;
  /** `small` inside tables and cards, `medium` for a whole page section. Default `medium`. */
  size?: (typeof emptySizes)[number];
};

/** What a list, table or section shows when it has nothing: a short sentence and the next action. */
export function Empty({
  description = '暂无数据',
  action,
  icon: Icon = Inbox,
  size = 'medium',
}: EmptyProps) {
  return (
    <div className={styles.empty({ size })} data-size={size}>
      <Icon
        aria-hidden
        size={size === 'small' ? 32 : 48}
        strokeWidth={1.25}
        className={styles.icon}
      />
      <p className={styles.description}>{description}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
