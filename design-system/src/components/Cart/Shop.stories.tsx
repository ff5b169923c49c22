import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer, useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { cartQuantity, cartReducer, emptyCart, type CartLine } from './cart.ts';
import { CartDialog } from './CartDialog.tsx';
import { messagePackage, shopProducts, toLine } from './cart-fixtures.ts';
import { ProductCard, type CartProduct } from './ProductCard.tsx';

type ShopProps = {
  /** 在售的商品。 */
  products: CartProduct[];
  /** 点击“去支付”时以购物车的各行调用。 */
  onPay: (lines: CartLine[]) => void;
};

/** The service shop page's cart: product cards and the 查看明细 dialog share one reducer. */
function Shop({ products, onPay }: ShopProps) {
  const [cart, dispatch] = useReducer(cartReducer, emptyCart);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 16 }}>
        {products.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            quantity={cartQuantity(cart, product.id)}
            onQuantityChange={(quantity) =>
              dispatch({
                type: 'setQuantity',
                item: { ...product, productId: product.id },
                quantity,
              })
            }
          />
        ))}
      </div>
      <div>
        <CartDialog
          lines={cart.lines}
          onQuantityChange={(line, quantity) =>
            dispatch({ type: 'setQuantity', item: line, quantity })
          }
          onPay={onPay}
        />
      </div>
    </div>
  );
}

const meta = {
  title: 'Business patterns/Cart/Shop',
  component: Shop,
  args: { products: shopProducts, onPay: fn() },
  argTypes: { products: { control: 'object' } },
} satisfies Meta<typeof Shop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards fill the cart, the dialog edits it, and the cards follow the dialog's changes. */
export const CardsDriveTheCart: Story = {
  name: '商品卡片与购物车联动',
  play: async ({ args, canvas }) => {
    const messageCard = canvas.getByRole('region', { name: '5G消息' });
    const miniAppCard = canvas.getByRole('region', { name: '微应用' });
    const unavailable = canvas.getByRole('region', { name: '优秀微传播案例展示' });
    await expect(within(unavailable).getAllByText('暂不可购买')).not.toHaveLength(0);
    await expect(within(unavailable).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(messageCard).getByRole('button', { name: '增加数量' }));
    await userEvent.click(within(messageCard).getByRole('button', { name: '增加数量' }));
    await userEvent.click(within(miniAppCard).getByRole('button', { name: '增加数量' }));
    await expect(canvas.getByRole('button', { name: /查看明细/ })).toHaveAccessibleName(
      '查看明细 已选3件',
    );

    await userEvent.click(canvas.getByRole('button', { name: /查看明细/ }));
    const dialog = await overlayOpen(await screen.findByRole('dialog', { name: '购物车明细' }));
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    // 2 × ¥19.99 + 1 × ¥1,200.00
    await expect(within(dialog).getByText('¥1,239.98')).toBeVisible();

    await userEvent.click(
      within(dialog).getAllByRole('button', { name: '增加数量' })[0] as HTMLElement,
    );
    await expect(within(dialog).getByText('¥1,259.97')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '移除 微应用' }));
    await expect(within(dialog).getAllByText('¥59.97')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: '去结算' }));
    await overlayClosed('dialog');
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onPay).toHaveBeenCalledWith([toLine(messagePackage, 3)]);
    await expect(within(messageCard).getByRole('textbox')).toHaveValue('3');
    await expect(within(miniAppCard).getByRole('textbox')).toHaveValue('0');
  },
};

/** 最佳实践: cards and cart read and write one cart (`cartReducer`), so the summary follows every press. */
export const DoOneCart: Story = {
  name: '推荐：卡片与购物车共用一个购物车状态',
  play: async ({ canvas }) => {
    const messageCard = canvas.getByRole('region', { name: '5G消息' });
    await userEvent.click(within(messageCard).getByRole('button', { name: '增加数量' }));
    await expect(canvas.getByRole('button', { name: /查看明细/ })).toHaveAccessibleName(
      '查看明细 已选1件',
    );
  },
};

function SeparateCounts() {
  const [quantity, setQuantity] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 12, width: 320 }}>
      <ProductCard product={messagePackage} quantity={quantity} onQuantityChange={setQuantity} />
      <p>已选0件</p>
    </div>
  );
}

/** 最佳实践, what to avoid: each part keeping its own count. The card says 1, the summary still 0, and the order is built from the wrong one. */
export const DontSeparateCounts: Story = {
  name: '不推荐：卡片与汇总各自计数',
  parameters: { controls: { disable: true } },
  render: () => <SeparateCounts />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '增加数量' }));
    await expect(canvas.getByRole('textbox', { name: '5G消息 购买数量' })).toHaveValue('1');
    await expect(canvas.getByText('已选0件')).toBeVisible();
  },
};
