import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './Empty.css.ts';

export const emptySizes = ['small', 'medium'] as const;

export type EmptyProps = {
  /** 插图下的文字；用规格说明的措辞说明缺少什么。默认 `暂无数据`。 */
  description?: ReactNode;
  /** 下一步操作，通常是按钮（如 `开通服务`）。默认无。 */
  action?: ReactNode;
  /** 装饰性插图，一个lucide-react图标组件。默认 `Inbox`。 */
  icon?: LucideIcon;
  /** 表格和卡片内用 `small`，整个页面区块用 `medium`。默认 `medium`。 */
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
