import { ShoppingCart } from 'lucide-react';
import type { DialogTriggerProps } from 'react-aria-components';
import { formatMoney } from '../../format/money.ts';
import { groupInteger } from '../../format/number.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger } from '../Dialog/Dialog.tsx';
import { Empty } from '../Empty/Empty.tsx';
import { cartCount, cartTotal, dialogMinQuantity, lineTotal, type CartLine } from './cart.ts';
import * as styles from './Cart.css.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

export type CartDialogProps = Pick<
  DialogTriggerProps,
  'isOpen' | 'defaultOpen' | 'onOpenChange'
> & {
  /** The cart's lines, prices in integer cents. Required. */
  lines: CartLine[];
  /**
   * Called with a line and its new quantity: 1 or more from the stepper (spec §5), 0 from the
   * remove action, which removes the line (spec §4). Required.
   */
  onQuantityChange: (line: CartLine, quantity: number) => void;
  /**
   * Called with the lines when the user presses the pay button; the dialog closes and the page
   * opens settlement (spec §4). Required.
   */
  onPay: (lines: CartLine[]) => void;
  /** Label of the button that opens the dialog. Default `查看明细`. */
  triggerLabel?: string;
  /** Heading of the dialog. Default `购物车明细`. */
  title?: string;
  /** Label of the pay button. Default `去结算`. */
  payLabel?: string;
  /** Label of each line's remove button, followed (for screen readers) by the line's title. Default `移除`. */
  removeLabel?: string;
  /** What the empty cart says. Default `购物车中暂无商品`. */
  emptyDescription?: string;
  /** Label of the empty state's button, which closes the dialog. Default `去选购`. */
  emptyActionLabel?: string;
};

/**
 * The cart detail dialog of the service shop (spec §2 '查看明细'), opened by its own trigger
 * button; `isOpen`/`onOpenChange` control it from the page when needed. Each line has a stepper
 * (minimum 1) and a remove action; the footer shows the total and the pay button, enabled only
 * when the cart has lines. Pressing pay reports the lines and closes the dialog.
 */
export function CartDialog({
  lines,
  onQuantityChange,
  onPay,
  triggerLabel = '查看明细',
  title = '购物车明细',
  payLabel = '去结算',
  removeLabel = '移除',
  emptyDescription = '购物车中暂无商品',
  emptyActionLabel = '去选购',
  ...triggerProps
}: CartDialogProps) {
  const cart = { lines };
  const count = cartCount(cart);
  const isEmpty = lines.length === 0;
  return (
    <DialogTrigger {...triggerProps}>
      <Button>
        <ShoppingCart aria-hidden size={16} />
        {triggerLabel}
        <Badge count={count} tone="info" label={`已选${count}件`} />
      </Button>
      <Dialog
        title={title}
        footer={
          <>
            <p className={styles.summary} aria-live="polite">
              <span>共{groupInteger(count)}件，合计</span>
              <span className={styles.summaryTotal}>{formatMoney(cartTotal(cart))}</span>
            </p>
            <Button
              slot="close"
              variant="primary"
              isDisabled={isEmpty}
              onPress={() => onPay(lines)}
            >
              {payLabel}
            </Button>
          </>
        }
      >
        {isEmpty ? (
          <Empty
            size="small"
            description={emptyDescription}
            action={<Button slot="close">{emptyActionLabel}</Button>}
          />
        ) : (
          <ul className={styles.lines}>
            {lines.map((line) => (
              <li key={line.productId} className={styles.line}>
                <div className={styles.lineInfo}>
                  <span className={styles.lineTitle}>{line.title}</span>
                  <span className={styles.lineMeta}>单价 {formatMoney(line.price)}</span>
                </div>
                <QuantityStepper
                  label={`${line.title} 购买数量`}
                  value={line.quantity}
                  minValue={dialogMinQuantity}
                  onChange={(quantity) => onQuantityChange(line, quantity)}
                />
                <span className={styles.lineTotal}>
                  <span className={visuallyHidden}>小计 </span>
                  {formatMoney(lineTotal(line))}
                </span>
                <Button variant="text" size="small" onPress={() => onQuantityChange(line, 0)}>
                  {removeLabel}
                  <span className={visuallyHidden}>{line.title}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </DialogTrigger>
  );
}
