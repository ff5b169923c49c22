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
  /** Heading in the middle of the header; also the sheet's accessible name. Required. */
  title: ReactNode;
  /** Content of the sheet (a picker, a list of actions…); scrolls when taller than the sheet. */
  children?: ReactNode;
  /**
   * When given, the header shows 取消 on the left and 确定 on the right instead of a × button;
   * 确定 calls this, then closes the sheet. Default none.
   */
  onConfirm?: () => void;
  /** Label of the confirm action. Default `确定`. */
  confirmLabel?: string;
  /** Label of the cancel action. Default `取消`. */
  cancelLabel?: string;
  /** Disables 确定, e.g. until a choice is complete. Default `false`. */
  isConfirmDisabled?: boolean;
  /** Accessible label of the × button shown without `onConfirm`. Default `关闭`. */
  closeLabel?: string;
  /**
   * Height of the sheet; the area picker uses `380` (spec §9) with `maxHeight="50vh"`.
   * Default `auto` (fits the content).
   */
  height?: CSSProperties['height'];
  /** Tallest the sheet may grow; content beyond it scrolls. Default `90vh`. */
  maxHeight?: CSSProperties['maxHeight'];
  /** Whether a tap on the backdrop closes the sheet. Default `true`. */
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
