import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { timing } from '@p5g/tokens';
import { messageTypeIcons, messageTypes, type MessageType } from '../private/message-types.ts';
import * as styles from './Toast.css.ts';

export { messageTypes };
export type { MessageType };

export type MessageContent = { type: MessageType; text: string; action?: ReactNode };

export type MessageOptions = {
  /**
   * 消息自动关闭前的毫秒数；`0` 表示保留到手动关闭。默认3000（`timing.messageDuration`）；
   * 带 `action` 的消息默认保留到手动关闭，以便从容使用其中的操作。
   */
  duration?: number;
  /** 文字之后的一个下一步操作，通常是链接（如 `前往下载中心`）。默认无。 */
  action?: ReactNode;
  /** 消息关闭时调用，无论是超时还是用户关闭。默认无。 */
  onClose?: () => void;
};

/** The one queue behind `message` and `ToastRegion`. */
export const messageQueue = new AriaToastQueue<MessageContent>({ maxVisibleToasts: 5 });

const show =
  (type: MessageType) =>
  (
    text: string,
    { action, duration = action ? 0 : timing.messageDuration, onClose }: MessageOptions = {},
  ) =>
    messageQueue.add(
      { type, text, action },
      // RAC's queue takes no timeout to mean "until closed".
      { timeout: duration > 0 ? duration : undefined, onClose },
    );

/**
 * Global messages (spec §8), e.g. `message.success('设置成功')`, `message.error('系统错误')`.
 * Each call returns a key for `message.close(key)`. Needs one `<ToastRegion />` in the app.
 */
export const message = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  /** 提前关闭一条消息。 */
  close: (key: string) => messageQueue.close(key),
  /** 关闭所有消息，如退出登录时。 */
  closeAll: () => messageQueue.clear(),
};

export type ToastRegionProps = {
  /** 容纳消息的地标的无障碍名称。默认 `消息通知`。 */
  'aria-label'?: string;
  /** 每条消息关闭按钮的无障碍标签。默认 `关闭`。 */
  closeLabel?: string;
};

/**
 * Where messages appear: top centre, newest on top. Mount it once, near the root of the app.
 * Hovering or focusing a message pauses its timer so it can be read.
 */
export function ToastRegion({
  'aria-label': ariaLabel = '消息通知',
  closeLabel = '关闭',
}: ToastRegionProps) {
  return (
    <AriaToastRegion queue={messageQueue} aria-label={ariaLabel} className={styles.region}>
      {({ toast }) => {
        const { Icon, label } = messageTypeIcons[toast.content.type];
        return (
          <AriaToast toast={toast} className={styles.toast}>
            <AriaToastContent className={styles.content}>
              <Icon
                role="img"
                aria-label={label}
                size={16}
                data-type={toast.content.type}
                className={styles.icon}
              />
              <Text slot="title" className={styles.text}>
                {toast.content.text}
              </Text>
              {toast.content.action != null && (
                <span className={styles.action}>{toast.content.action}</span>
              )}
            </AriaToastContent>
            <AriaButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
              <X aria-hidden size={14} />
            </AriaButton>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
