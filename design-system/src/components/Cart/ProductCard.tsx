import { Ban, Check } from 'lucide-react';
import { formatMoney } from '../../format/money.ts';
import { Card } from '../Card/Card.tsx';
import { cardMinQuantity, isPurchasable, type ProductId } from './cart.ts';
import * as styles from './Cart.css.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

/** One entry of a product's details list (spec §3 `details`). */
export type ProductDetail = {
  title: string;
  /** 标题下的说明。默认无。 */
  remark?: string;
};

/** The product fields a card shows (spec §3 Product). */
export type CartProduct = {
  id: ProductId;
  title: string;
  /** 价格，整数分。 */
  price: number;
  /** 官方价（标价），整数分；`isShowOfficialPrice` 时以删除线显示。 */
  officialPrice?: number;
  /** 显示 `officialPrice`。默认 `false`。 */
  isShowOfficialPrice?: boolean;
  /** 有效期（月），`isShowExpire` 时显示为 有效期N个月。 */
  expire?: number;
  /** 显示 `expire`。默认 `false`。 */
  isShowExpire?: boolean;
  /** 商品的适用范围。 */
  scopeDesc?: string;
  /** 商品的使用与计费规则。 */
  ruleDesc?: string;
  /** 0表示不可购买：卡片置灰，不能加入购物车。 */
  status?: number;
  /** 商品包含的内容，每项带勾号列出。默认无。 */
  details?: ProductDetail[];
};

export type ProductCardProps = {
  /** 要显示的商品。必填。 */
  product: CartProduct;
  /** 购物车中的数量（受控）。默认 `0`。 */
  quantity?: number;
  /** 用户步进或输入时以新数量（0及以上）调用。必填。 */
  onQuantityChange: (quantity: number) => void;
  /** 商品标题的标题级别，与页面大纲一致。默认 `3`。 */
  headingLevel?: 2 | 3 | 4;
  /** 说明不可购买商品（状态0）无法购买的文字。默认 `暂不可购买`。 */
  unavailableLabel?: string;
  /** 删除线官方价前的文字。默认 `官方价`。 */
  officialPriceLabel?: string;
  /** `scopeDesc` 前的名称。默认 `适用范围`。 */
  scopeLabel?: string;
  /** `ruleDesc` 前的名称。默认 `使用规则`。 */
  ruleLabel?: string;
  /** 数量步进器的无障碍名称，接在商品标题之后。默认 `购买数量`。 */
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
