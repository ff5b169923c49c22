import { useEffect, useReducer, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Product } from '@p5g/api/contract';
import {
  CartDialog,
  cartQuantity,
  cartReducer,
  emptyCart,
  Empty,
  ProductCard,
  Skeleton,
  Tabs,
  type CartLine,
  type CartProduct,
  type CartState,
} from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { href } from '../../lib/routes-table.ts';
import { storedUser } from '../../lib/session.ts';
import { storeCartLines, storedCartLines } from './cart-store.ts';
import { SettlementDialog } from '../../lib/settlement/SettlementDialog.tsx';
import { shopTabFor, shopTabs, type ShopTab } from './shop-tabs.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import * as styles from './ShopPage.css.ts';

const cardProduct = (product: Product): CartProduct => ({
  id: product.id,
  title: product.name,
  price: product.price,
  officialPrice: product.officialPrice ?? undefined,
  isShowOfficialPrice: product.isShowOfficialPrice,
  expire: product.expire,
  isShowExpire: product.isShowExpire,
  scopeDesc: product.scopeDesc ?? undefined,
  ruleDesc: product.ruleDesc ?? undefined,
  status: product.status,
  details: product.details.map(({ title, remark }) => ({ title, remark })),
});

/**
 * The service shop (spec §2 /setmeal): product tabs chosen by `currentTab`, cards with quantity
 * steppers, the cart detail dialog and settlement; after a successful order, the order list.
 */
export function Component() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = shopTabFor(params.get('currentTab'));
  // The account's cart is kept until it is settled: across reloads and sign-ins.
  const account = storedUser(localStorage)?.account ?? '';
  const [cart, dispatch] = useReducer(cartReducer, account, (owner) =>
    cartOf(storedCartLines(localStorage, owner)),
  );
  useEffect(() => {
    storeCartLines(localStorage, account, cart.lines);
  }, [account, cart]);
  const [isCartOpen, setCartOpen] = useState(false);
  const [isSettling, setSettling] = useState(false);

  return (
    <section className={styles.page} aria-labelledby="shop-title">
      <div className={styles.header}>
        <h1 id="shop-title" className={styles.title}>
          服务商城
        </h1>
        <CartDialog
          lines={cart.lines}
          isOpen={isCartOpen}
          onOpenChange={setCartOpen}
          onQuantityChange={(line, quantity) =>
            dispatch({ type: 'setQuantity', item: line, quantity })
          }
          onPay={() => setSettling(true)}
        />
      </div>
      <Tabs
        aria-label="商品分类"
        items={shopTabs}
        selectedKey={tab}
        onSelectionChange={(key) => setParams({ currentTab: String(key) }, { replace: true })}
      >
        {(item) =>
          item.id === tab && (
            <ProductGrid
              tab={item.id}
              quantityOf={(id) => cartQuantity(cart, id)}
              onQuantityChange={(product, quantity) =>
                dispatch({
                  type: 'setQuantity',
                  item: { productId: product.id, ...product },
                  quantity,
                })
              }
            />
          )
        }
      </Tabs>
      <SettlementDialog
        mode="add"
        lines={cart.lines}
        isOpen={isSettling}
        onOpenChange={setSettling}
        onDone={(orderNo) => {
          dispatch({ type: 'clear' });
          setSettling(false);
          // The order list brings the new order into view and marks it.
          navigate(href('account-order'), { state: { newOrder: orderNo } });
        }}
      />
    </section>
  );
}

/** A stored cart, put through the cart's own rules again (quantity bounds). */
const cartOf = (lines: CartLine[]): CartState =>
  lines.reduce(
    (cart, line) => cartReducer(cart, { type: 'setQuantity', item: line, quantity: line.quantity }),
    emptyCart,
  );

function ProductGrid({
  tab,
  quantityOf,
  onQuantityChange,
}: {
  tab: ShopTab;
  quantityOf: (id: string) => number;
  onQuantityChange: (product: CartProduct, quantity: number) => void;
}) {
  const user = storedUser(localStorage);
  const { data, error, isLoading, mutate } = useEndpoint('productList', {
    showType: tab,
    customerSource: user?.customSource,
    customerSourceType: user?.customSourceType,
  });
  if (isLoading) return <Skeleton shape="cards" count={6} columns={3} label="商品加载中" />;
  if (error) return <LoadFailed description="商品加载失败" onRetry={() => void mutate()} />;
  if (!data || data.length === 0) return <Empty description="该分类暂无可购买的商品" />;
  return (
    <div className={styles.grid}>
      {data.map((product) => {
        const card = cardProduct(product);
        return (
          <ProductCard
            key={product.id}
            product={card}
            headingLevel={2}
            quantity={quantityOf(product.id)}
            onQuantityChange={(quantity) => onQuantityChange(card, quantity)}
          />
        );
      })}
    </div>
  );
}
