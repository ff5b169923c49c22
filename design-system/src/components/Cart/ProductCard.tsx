import { Ban, Check } from 'lucide-react';
import { formatMoney } from '../../format/money.ts';
import { Card } from '../Card/Card.tsx';
import { cardMinQuantity, isPurchasable, type ProductId } from './cart.ts';
import * as styles from './Cart.css.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/** One entry of a product's details list (spec §3 `details`). */
export type ProductDetail = {
  title: string;
  /** Explanation under the title. Default none. */
  remark?: string;
};

/** The product fields a card shows (spec §3 Product). */
export type CartProduct = {
  id: ProductId;
  title: string;
  /** Price in integer cents. */
  price: number;
  /** Official (list) price in integer cents, shown struck through when `isShowOfficialPrice`. */
  officialPrice?: number;
  /** Shows `officialPrice`. Default `false`. */
  isShowOfficialPrice?: boolean;
  /** Validity in months, shown as 有效期N个月 when `isShowExpire`. */
  expire?: number;
  /** Shows `expire`. Default `false`. */
  isShowExpire?: boolean;
  /** Where the product applies. */
  scopeDesc?: string;
  /** How it is used and billed. */
  ruleDesc?: string;
  /** 0 means unavailable: the card is greyed and cannot be added. */
  status?: number;
  /** What the product includes, listed with a check mark. Default none. */
  details?: ProductDetail[];
};

export type ProductCardProps = {
  /** The product to show. Required. */
  product: CartProduct;
  /** Its quantity in the cart (controlled). Default `0`. */
  quantity?: number;
  /** Called with the new quantity (0 or more) when the user steps or types. Required. */
  onQuantityChange: (quantity: number) => void;
  /** Heading level of the product title, to fit the page outline. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Text saying an unavailable product (status 0) cannot be bought. Default `暂不可购买`. */
  unavailableLabel?: string;
  /** Label before the struck-through official price. Default `官方价`. */
  officialPriceLabel?: string;
  /** Term before `scopeDesc`. Default `适用范围`. */
  scopeLabel?: string;
  /** Term before `ruleDesc`. Default `使用规则`. */
  ruleLabel?: string;
  /** Accessible name of the quantity stepper, after the product title. Default `购买数量`. */
  quantityLabel?: string;
};

/**
 * A product of the service shop (spec §2 /setmeal) with its quantity stepper, minimum 0 (spec §5).
 * An unavailable product (status 0) is greyed out and says so in words, with no stepper.
 */
export function ProductCard({
  product,
  quantity = 0,
  onQuantityChange,
  headingLevel = 3,
  unavailableLabel = '暂不可购买',
  officialPriceLabel = '官方价',
  scopeLabel = '适用范围',
  ruleLabel = '使用规则',
  quantityLabel = '购买数量',
}: ProductCardProps) {
  const isAvailable = isPurchasable(product);
  const showExpire = product.isShowExpire && product.expire != null;
  const hasDescriptions = Boolean(product.scopeDesc || product.ruleDesc);
  return (
    <Card
      title={product.title}
      headingLevel={headingLevel}
      isDisabled={!isAvailable}
      extra={
        !isAvailable && (
          <span className={styles.unavailableTag}>
            <Ban aria-hidden size={12} />
            {unavailableLabel}
          </span>
        )
      }
      footer={
        // An unavailable product says so once, in the tag beside its title.
        isAvailable ? (
          <QuantityStepper
            label={`${product.title} ${quantityLabel}`}
            value={quantity}
            minValue={cardMinQuantity}
            onChange={onQuantityChange}
          />
        ) : undefined
      }
    >
      <div className={styles.productBody}>
        <p className={styles.priceRow}>
          <span className={styles.price}>{formatMoney(product.price)}</span>
          {product.isShowOfficialPrice && product.officialPrice != null && (
            <span className={styles.officialPrice}>
              {officialPriceLabel} <s>{formatMoney(product.officialPrice)}</s>
            </span>
          )}
        </p>
        {showExpire && <p className={styles.expire}>有效期{product.expire}个月</p>}
        {hasDescriptions && (
          <dl className={styles.descriptions}>
            {product.scopeDesc && (
              <>
                <dt className={styles.term}>{scopeLabel}</dt>
                <dd className={styles.definition}>{product.scopeDesc}</dd>
              </>
            )}
            {product.ruleDesc && (
              <>
                <dt className={styles.term}>{ruleLabel}</dt>
                <dd className={styles.definition}>{product.ruleDesc}</dd>
              </>
            )}
          </dl>
        )}
        {product.details && product.details.length > 0 && (
          <ul className={styles.details}>
            {product.details.map((detail, index) => (
              // Details have no id and may repeat a title; they never reorder within a product.
              <li key={index} className={styles.detailItem}>
                <Check aria-hidden size={14} className={styles.detailIcon} />
                <span>
                  <span className={styles.detailTitle}>{detail.title}</span>
                  {detail.remark && <span className={styles.detailRemark}>：{detail.remark}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
