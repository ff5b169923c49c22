import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import * as styles from './Dialog.css.ts';
import { ScrollableBody } from './ScrollableBody.tsx';

export { DialogTrigger } from 'react-aria-components';

export const dialogSizes = ['small', 'medium', 'large'] as const;

export type DialogProps = Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'
> & {
  /** 对话框标题，也是其无障碍名称。必填。 */
  title: ReactNode;
  /** 对话框内容；高于视口允许的高度时可滚动。 */
  children?: ReactNode;
  /**
   * 底部操作，通常是 `Button`。带 `slot="close"` 的 `Button` 会关闭对话框。默认无（没有底部栏）。
   */
  footer?: ReactNode;
  /** 最大宽度：400、560或800px。默认 `medium`。 */
  size?: (typeof dialogSizes)[number];
  /** 在标题栏显示 × 按钮。默认 `true`。 */
  hasCloseButton?: boolean;
  /** × 按钮的无障碍标签。默认 `关闭`。 */
  closeLabel?: string;
  /** 对话框的角色；需要用户做出决定时用 `alertdialog`。默认 `dialog`。 */
  role?: 'dialog' | 'alertdialog';
};

/**
 * Modal dialog (spec §2: order detail, balance alert setting, settlement…). Controlled through
 * `isOpen`/`onOpenChange`, or placed inside a `DialogTrigger` next to the button that opens it.
 * Esc closes it unless `isKeyboardDismissDisabled`; a click on the backdrop only if `isDismissable`.
 * Focus moves into the dialog and returns to the trigger on close.
 */
export function Dialog({
  title,
  children,
  footer,
  size = 'medium',
  hasCloseButton = true,
  closeLabel = '关闭',
  role = 'dialog',
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  ...overlayProps
}: DialogProps) {
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className={styles.overlay}
    >
      <Modal className={styles.modal({ size })} data-size={size}>
        <AriaDialog role={role} className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {hasCloseButton && (
              <AriaButton slot="close" aria-label={closeLabel} className={styles.closeButton}>
                <X aria-hidden size={16} />
              </AriaButton>
            )}
          </div>
          {children != null && <ScrollableBody className={styles.body}>{children}</ScrollableBody>}
          {footer != null && <div className={styles.footer}>{footer}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
