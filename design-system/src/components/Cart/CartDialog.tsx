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
  /** 购物车中的商品行，价格为整数分。必填。 */
  lines: CartLine[];
  /**
   * 以商品行及其新数量调用：步进器给出1及以上（规格 §5），移除操作给出0并移除该行（规格 §4）。
   * 必填。
   */
  onQuantityChange: (line: CartLine, quantity: number) => void;
  /** 用户点击结算按钮时以商品行调用；对话框关闭，页面进入结算（规格 §4）。必填。 */
  onPay: (lines: CartLine[]) => void;
  /** 打开对话框的按钮文字。默认 `查看明细`。 */
  triggerLabel?: string;
  /** 对话框标题。默认 `购物车明细`。 */
  title?: string;
  /** 结算按钮的文字。默认 `去结算`。 */
  payLabel?: string;
  /** 每行移除按钮的文字，读屏软件会在其后朗读该行商品名称。默认 `移除`。 */
  removeLabel?: string;
  /** 购物车为空时的文字。默认 `购物车中暂无商品`。 */
  emptyDescription?: string;
  /** 空状态按钮的文字，点击关闭对话框。默认 `去选购`。 */
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
