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
  /** Heading of the dialog; also its accessible name. Required. */
  title: ReactNode;
  /** Body of the dialog; scrolls when taller than the viewport allows. */
  children?: ReactNode;
  /**
   * Actions at the bottom, usually `Button`s. A `Button` with `slot="close"` closes the dialog.
   * Default none (no footer bar).
   */
  footer?: ReactNode;
  /** Maximum width: 400, 560 or 800 px. Default `medium`. */
  size?: (typeof dialogSizes)[number];
  /** Shows the × button in the header. Default `true`. */
  hasCloseButton?: boolean;
  /** Accessible label of the × button. Default `关闭`. */
  closeLabel?: string;
  /** Role of the dialog; `alertdialog` for a decision the user must make. Default `dialog`. */
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
