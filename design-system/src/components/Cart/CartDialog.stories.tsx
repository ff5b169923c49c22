import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { useReducer, useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { focusReturnedTo, overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { cartReducer } from './cart.ts';
import { messagePackage, miniAppPackage, propagationPackage, toLine } from './cart-fixtures.ts';
import { CartDialog, type CartDialogProps } from './CartDialog.tsx';

/** Keeps the lines in the cart reducer, as the shop page does. */
function WithCart(args: CartDialogProps) {
  const [cart, dispatch] = useReducer(cartReducer, { lines: args.lines });
  return (
    <CartDialog
      {...args}
      lines={cart.lines}
      onQuantityChange={(line, quantity) => {
        dispatch({ type: 'setQuantity', item: line, quantity });
        args.onQuantityChange(line, quantity);
      }}
    />
  );
}

const openCart = async () => {
  await userEvent.click(screen.getByRole('button', { name: /查看明细/ }));
  return overlayOpen(await screen.findByRole('dialog', { name: '购物车明细' }));
};

const meta = {
  title: 'Business patterns/Cart/CartDialog',
  parameters: overlayDocs,
  component: CartDialog,
  render: WithCart,
  args: { lines: [], onQuantityChange: fn(), onPay: fn() },
  argTypes: { lines: { control: 'object' } },
} satisfies Meta<typeof CartDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing selected: an empty state with a way back, a zero total and a disabled pay button. */
export const Empty: Story = {
  name: '空购物车',
  play: async ({ args }) => {
    const dialog = await openCart();
    await expect(within(dialog).getByText('购物车中暂无商品')).toBeVisible();
    await expect(within(dialog).getByText('¥0.00')).toBeVisible();
    const pay = within(dialog).getByRole('button', { name: '去结算' });
    await expect(pay).toBeDisabled();
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The empty state's 去选购 closes the dialog so the user can pick products. */
export const EmptyGoShopping: Story = {
  name: '空购物车去选购',
  play: async () => {
    const dialog = await openCart();
    await userEvent.click(within(dialog).getByRole('button', { name: '去选购' }));
    await overlayClosed('dialog');
  },
};

/** One line: the stepper stops at 1; the remove action takes the line out and empties the cart. */
export const OneItem: Story = {
  name: '一件商品',
  args: { lines: [toLine(messagePackage, 1)] },
  play: async ({ args }) => {
    const dialog = await openCart();
    const input = within(dialog).getByRole('textbox', { name: '5G消息 购买数量' });
    const decrease = within(dialog).getByRole('button', { name: '减少数量' });
    await expect(input).toHaveValue('1');
    await expect(decrease).toHaveAttribute('data-disabled', 'true');
    await userEvent.click(decrease);
    await expect(input).toHaveValue('1');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: '增加数量' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '增加数量' }));
    await expect(input).toHaveValue('3');
    await expect(within(dialog).getByText('共3件，合计')).toBeVisible();
    // 3 × ¥19.99, in the line and in the footer.
    await expect(within(dialog).getAllByText('¥59.97')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: '移除 5G消息' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ productId: 1 }),
      0,
    );
    await expect(within(dialog).getByText('购物车中暂无商品')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '去结算' })).toBeDisabled();
    await expect(within(dialog).getByText('¥0.00')).toBeVisible();
  },
};

/** Several lines: totals stay exact in cents; pay closes the dialog and reports the lines. */
export const SeveralItems: Story = {
  name: '多件商品',
  args: {
    lines: [toLine(messagePackage, 3), toLine(miniAppPackage, 2), toLine(propagationPackage, 7)],
  },
  play: async ({ args }) => {
    const dialog = await openCart();
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    // 3 × 19.99 + 2 × 1,200.00 + 7 × 0.29 = 2,462.00 exactly.
    await expect(within(dialog).getByText('¥2,462.00')).toBeVisible();
    await expect(within(dialog).getByText('¥2.03')).toBeVisible();
    await expect(within(dialog).getByText('共12件，合计')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: '移除 微应用' }));
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(dialog).getByText('¥62.00')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: '去结算' }));
    await overlayClosed('dialog');
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onPay).toHaveBeenCalledWith([
      toLine(messagePackage, 3),
      toLine(propagationPackage, 7),
    ]);
    // React Aria gives focus back a frame after the dialog leaves the DOM.
    await focusReturnedTo(screen.getByRole('button', { name: /查看明细/ }));
  },
};

export const LongTitles: Story = {
  name: '长商品名',
  args: {
    lines: [
      {
        ...toLine(miniAppPackage, 999),
        title:
          '微传播信息流推广服务（不限访问量）政务版年度套餐含专属客服与数据分析报告及应急值守保障',
      },
      {
        ...toLine(messagePackage, 12),
        title: '5G消息行业模板定制与审核加急服务（含图文、视频、卡片消息及多运营商通道）',
      },
    ],
  },
  play: async () => {
    const dialog = await openCart();
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth + 1);
    // 999 × ¥1,200.00 + 12 × ¥19.99
    await expect(within(dialog).getByText('¥1,199,039.88')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '去结算' })).toBeEnabled();
  },
};

/** Opened by the page through `isOpen`; closing asks the page through `onOpenChange`. */
export const Controlled: Story = {
  name: '由页面控制打开',
  args: { lines: [toLine(messagePackage, 1)], isOpen: true, onOpenChange: fn() },
  play: async ({ args }) => {
    const dialog = await overlayOpen(await screen.findByRole('dialog', { name: '购物车明细' }));
    await expect(within(dialog).getAllByText('¥19.99')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** 最佳实践: the stepper stops at 1; taking a line out is its own, named action. */
export const DoExplicitRemove: Story = {
  name: '推荐：数量最少为1，用移除操作删除',
  args: { lines: [toLine(messagePackage, 1)] },
  play: async () => {
    const dialog = await openCart();
    await expect(within(dialog).getByRole('button', { name: '减少数量' })).toHaveAttribute(
      'data-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: '移除 5G消息' })).toBeVisible();
  },
};

function SilentRemoval() {
  const [quantity, setQuantity] = useState(1);
  return quantity === 0 ? (
    <p>购物车中暂无商品</p>
  ) : (
    <div role="group" aria-label="5G消息 购买数量" style={{ display: 'flex', gap: 8 }}>
      <button type="button" onClick={() => setQuantity(quantity - 1)}>
        减少数量
      </button>
      <span>{quantity}</span>
    </div>
  );
}

/** 最佳实践, what to avoid: the minus at 1 deletes the line without a word; one tap too many and the product is gone. */
export const DontSilentRemoval: Story = {
  name: '不推荐：数量减到0时静默删除',
  parameters: { controls: { disable: true } },
  render: () => <SilentRemoval />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '减少数量' }));
    await expect(canvas.queryByRole('group', { name: '5G消息 购买数量' })).toBeNull();
    await expect(canvas.getByText('购物车中暂无商品')).toBeVisible();
  },
};
