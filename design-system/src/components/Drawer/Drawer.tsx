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
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import { ScrollableBody } from '../Dialog/ScrollableBody.tsx';
import * as styles from './Drawer.css.ts';

export const drawerSizes = ['medium', 'large'] as const;

export type DrawerProps = Pick<
  ModalOverlayProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable'
> & {
  /** 抽屉标题，也是其无障碍名称。必填。 */
  title: ReactNode;
  /** 内容；高于屏幕时在抽屉内滚动。 */
  children?: ReactNode;
  /** 底部操作；带 `slot="close"` 的 `Button` 会关闭抽屉。默认无。 */
  footer?: ReactNode;
  /** 宽度：480或720px，手机上占满整屏。默认 `medium`。 */
  size?: (typeof drawerSizes)[number];
  /** × 按钮的无障碍标签。默认 `关闭`。 */
  closeLabel?: string;
};

/**
 * A panel sliding in from the end edge over the page, for details or a long form beside a list
 * (an order's detail, a template's review history) while the list stays in view. Esc and × close
 * it; a click on the dimmed page too, unless `isDismissable` is false. For a short decision use
 * Dialog; on a phone page, BottomSheet.
 */
export function Drawer({
  title,
  children,
  footer,
  size = 'medium',
  closeLabel = '关闭',
  isDismissable = true,
  ...overlayProps
}: DrawerProps) {
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.panel({ size })} data-size={size}>
        <AriaDialog className={styles.drawer}>
          <div className={dialogStyles.header}>
            <Heading slot="title" className={dialogStyles.title}>
              {title}
            </Heading>
            <AriaButton slot="close" aria-label={closeLabel} className={dialogStyles.closeButton}>
              <X aria-hidden size={16} />
            </AriaButton>
          </div>
          {children != null && (
            <ScrollableBody className={dialogStyles.body}>{children}</ScrollableBody>
          )}
          {footer != null && <div className={dialogStyles.footer}>{footer}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
