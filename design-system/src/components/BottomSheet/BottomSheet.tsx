import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { ScrollableBody } from '../Dialog/ScrollableBody.tsx';
import * as styles from './BottomSheet.css.ts';

export type BottomSheetProps = Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isKeyboardDismissDisabled'
> & {
  /** 标题栏中间的标题，也是面板的无障碍名称。必填。 */
  title: ReactNode;
  /** 面板内容（选择器、操作列表等）；高于面板时可滚动。 */
  children?: ReactNode;
  /**
   * 提供时，标题栏左侧显示 取消、右侧显示 确定，代替 × 按钮；点击 确定 调用此函数后关闭面板。默认无
   * 。
   */
  onConfirm?: () => void;
  /** 确定操作的文字。默认 `确定`。 */
  confirmLabel?: string;
  /** 取消操作的文字。默认 `取消`。 */
  cancelLabel?: string;
  /** 禁用 确定，如在选择完成之前。默认 `false`。 */
  isConfirmDisabled?: boolean;
  /** 未提供 `onConfirm` 时 × 按钮的无障碍标签。默认 `关闭`。 */
  closeLabel?: string;
  /** 面板高度；省市选择器使用 `380`（规格 §9）并设 `maxHeight="50vh"`。默认 `auto`（适应内容）。 */
  height?: CSSProperties['height'];
  /** 面板的最大高度，超出部分滚动。默认 `90vh`。 */
  maxHeight?: CSSProperties['maxHeight'];
  /** 点击遮罩是否关闭面板。默认 `true`。 */
  isDismissable?: boolean;
};

/** Mobile popup anchored to the bottom of the screen; slides up (fades under reduced motion). */
export function BottomSheet({
  title,
  children,
  onConfirm,
  confirmLabel = '确定',
  cancelLabel = '取消',
  isConfirmDisabled = false,
  closeLabel = '关闭',
  height = 'auto',
  maxHeight = '90vh',
  isDismissable = true,
  ...overlayProps
}: BottomSheetProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.sheet} style={{ height, maxHeight }}>
        <AriaDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                {onConfirm && (
                  <AriaButton slot="close" className={clsx(styles.headerButton, styles.start)}>
                    {cancelLabel}
                  </AriaButton>
                )}
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {onConfirm ? (
                  <AriaButton
                    isDisabled={isConfirmDisabled}
                    onPress={() => {
                      onConfirm();
                      close();
                    }}
                    className={clsx(styles.headerButton, styles.confirmButton, styles.end)}
                  >
                    {confirmLabel}
                  </AriaButton>
                ) : (
                  <AriaButton
                    slot="close"
                    aria-label={closeLabel}
                    className={clsx(styles.headerButton, styles.closeButton, styles.end)}
                  >
                    <X aria-hidden size={18} />
                  </AriaButton>
                )}
              </div>
              {children != null && (
                <ScrollableBody className={styles.body}>{children}</ScrollableBody>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
