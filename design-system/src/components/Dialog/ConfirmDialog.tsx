import { CircleQuestionMark, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  Text,
  type ModalOverlayProps,
} from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import * as styles from './Dialog.css.ts';

export const confirmDialogTones = ['default', 'danger'] as const;

export type ConfirmDialogProps = Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> & {
  /** The question, e.g. 删除该模板？ Required. */
  title: ReactNode;
  /** What happens if the user confirms. Default none. */
  message?: ReactNode;
  /** Label of the confirm button. Default `确定`. */
  confirmLabel?: string;
  /** Label of the cancel button. Default `取消`. */
  cancelLabel?: string;
  /** `danger` for irreversible actions: warning icon and a red confirm button. Default `default`. */
  tone?: (typeof confirmDialogTones)[number];
  /**
   * Shows a spinner on the confirm button while the action runs; meanwhile the dialog cannot be
   * dismissed, so the outcome has somewhere to show. Default `false`.
   */
  isConfirmLoading?: boolean;
  /**
   * Called when the user confirms. The dialog stays open: close it through `isOpen` once the
   * action succeeds, and leave it open (loading off) when it fails. Required.
   */
  onConfirm: () => void;
};

/** Asks the user to confirm an action. Cancel and Esc close it without acting; a backdrop click does not,
 * so a stray click cannot dismiss a decision. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel = '确定',
  cancelLabel = '取消',
  tone = 'default',
  isConfirmLoading = false,
  onConfirm,
  ...overlayProps
}: ConfirmDialogProps) {
  const Icon = tone === 'danger' ? TriangleAlert : CircleQuestionMark;
  return (
    <ModalOverlay
      {...overlayProps}
      isKeyboardDismissDisabled={isConfirmLoading}
      className={styles.overlay}
    >
      <Modal className={styles.modal({ size: 'small' })}>
        <AriaDialog role="alertdialog" className={styles.dialog}>
          <div className={styles.confirmBody}>
            <Icon aria-hidden size={22} data-tone={tone} className={styles.confirmIcon} />
            <div className={styles.confirmText}>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {message != null && (
                <Text slot="description" elementType="p" className={styles.confirmMessage}>
                  {message}
                </Text>
              )}
            </div>
          </div>
          <div className={styles.confirmFooter}>
            <Button slot="close" isDisabled={isConfirmLoading}>
              {cancelLabel}
            </Button>
            <Button
              variant={tone === 'danger' ? 'danger' : 'primary'}
              isLoading={isConfirmLoading}
              onPress={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
