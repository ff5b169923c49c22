import type { ReactNode } from 'react';
import { messageTypeIcons, messageTypes, type MessageType } from '../private/message-types.ts';
import { cjkLabel, cjkParagraph } from '../../styles/cjk-text.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './InlineNotice.css.ts';

export const inlineNoticeTypes = messageTypes;

export type InlineNoticeProps = {
  /** 提示的类型：决定图标、颜色和朗读的类型。默认 `info`。 */
  type?: MessageType;
  /** 正文前的一行加粗短句。默认无。 */
  title?: ReactNode;
  /** 提示内容，使用规格说明的措辞。 */
  children: ReactNode;
  /** 末尾的一个下一步操作，通常是文字按钮或链接（如 `立即充值`）。默认无。 */
  action?: ReactNode;
  /** 出现时播报提示（用户操作后发现的问题）。页面一开始就有的提示不要开启。默认 `false`。 */
  announce?: boolean;
};

/**
 * A message that stays in the page beside what it is about: the review window on 我的模板, a
 * paused form, a balance running low. For a passing confirmation use `message` (a toast); for a
 * decision the user must take first, ConfirmDialog.
 */
export function InlineNotice({
  type = 'info',
  title,
  children,
  action,
  announce = false,
}: InlineNoticeProps) {
  const { Icon, label } = messageTypeIcons[type];
  // The spoken type comes first, before the title if there is one.
  const spokenType = <span className={visuallyHidden}>{label}：</span>;
  return (
    <div
      className={styles.notice[type]}
      data-type={type}
      role={announce ? (type === 'error' ? 'alert' : 'status') : undefined}
    >
      <Icon aria-hidden size={16} strokeWidth={2} className={styles.icon[type]} />
      <div className={styles.body}>
        {title != null && (
          <p className={`${styles.title} ${cjkLabel}`}>
            {spokenType}
            {title}
          </p>
        )}
        <div className={cjkParagraph}>
          {title == null && spokenType}
          {children}
        </div>
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
