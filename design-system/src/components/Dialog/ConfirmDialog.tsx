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
  /** 询问的问题，如 删除该模板？必填。 */
  title: ReactNode;
  /** 用户确认后会发生什么。默认无。 */
  message?: ReactNode;
  /** 确认按钮的文字。默认 `确定`。 */
  confirmLabel?: string;
  /** 取消按钮的文字。默认 `取消`。 */
  cancelLabel?: string;
  /** 不可撤销的操作用 `danger`：警告图标和红色确认按钮。默认 `default`。 */
  tone?: (typeof confirmDialogTones)[number];
  /** 操作执行时确认按钮显示加载图标；期间对话框不能关闭，以便显示结果。默认 `false`。 */
  isConfirmLoading?: boolean;
  /**
   * 用户确认时调用。对话框保持打开：操作成功后通过 `isOpen` 关闭；失败时保持打开（并关闭加载状态）
   * 。必填。
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
