import type { ReactNode } from 'react';
import { messageTypeIcons, messageTypes, type MessageType } from '../private/message-types.ts';
import { cjkLabel, cjkParagraph } from '../../styles/cjk-text.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './InlineNotice.css.ts';

export const inlineNoticeTypes = messageTypes;

export type InlineNoticeProps = {
  /** The kind of notice: its icon, colour and spoken type. Default `info`. */
  type?: MessageType;
  /** A short bold line before the text. Default none. */
  title?: ReactNode;
  /** The notice, in the spec's wording. */
  children: ReactNode;
  /** One next step at the end, usually a text Button or Link (e.g. `立即充值`). Default none. */
  action?: ReactNode;
  /**
   * Announce the notice when it appears (a problem found after a user action). Leave it off for a
   * notice that is part of the page from the start. Default `false`.
   */
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
