import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  messagePackage,
  miniAppPackage,
  propagationPackage,
  showcaseService,
} from './cart-fixtures.ts';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';

/** Holds the quantity as the page would, and reports each change to the action panel. */
function WithQuantity(args: ProductCardProps) {
  const [quantity, setQuantity] = useState(args.quantity ?? 0);
  return (
    <div style={{ width: 320 }}>
      <ProductCard
        {...args}
        quantity={quantity}
        onQuantityChange={(next) => {
          setQuantity(next);
          args.onQuantityChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Business patterns/Cart/ProductCard',
  component: ProductCard,
  render: WithQuantity,
  args: { product: messagePackage, quantity: 0, onQuantityChange: fn() },
  argTypes: { quantity: { control: { type: 'number', min: 0, step: 1 } } },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Price, expiry, scope and rule, details; + and − step the quantity, never below 0. */
export const Normal: Story = {
  name: '可购买',
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: '5G消息' });
    await expect(within(card).getByText('¥19.99')).toBeVisible();
    await expect(within(card).getByText('有效期12个月')).toBeVisible();
    await expect(within(card).queryByText('官方价')).not.toBeInTheDocument();

    const group = within(card).getByRole('group', { name: '5G消息 购买数量' });
    const input = within(group).getByRole('textbox', { name: '5G消息 购买数量' });
    const increase = within(group).getByRole('button', { name: '增加数量' });
    const decrease = within(group).getByRole('button', { name: '减少数量' });
    await expect(input).toHaveValue('0');
    await expect(decrease).toHaveAttribute('data-disabled', 'true');

    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue('2');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(input).toHaveValue('0');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(decrease);
    await expect(input).toHaveValue('0');
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(4);
  },
};

/** Typing a quantity (clamped to 999) and stepping with the arrow keys, as keyboard users do. */
export const TypedQuantity: Story = {
  name: '输入数量',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '5G消息 购买数量' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('12{Enter}');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(12);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('11');
    await userEvent.clear(input);
    await userEvent.keyboard('5000');
    await userEvent.tab();
    await expect(input).toHaveValue('999');
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(999);
  },
};

/** The official price is struck through and labelled, since strike-through alone is not read out. */
export const WithOfficialPrice: Story = {
  name: '显示官方价',
  args: { product: miniAppPackage, quantity: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥1,200.00')).toBeVisible();
    const official = canvas.getByText('¥1,500.00');
    await expect(official.tagName).toBe('S');
    await expect(official.parentElement).toHaveTextContent('官方价 ¥1,500.00');
  },
};

export const WithoutExpiry: Story = {
  name: '不显示有效期',
  args: { product: propagationPackage },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥0.29')).toBeVisible();
    await expect(canvas.queryByText(/有效期/)).not.toBeInTheDocument();
  },
};

/** Status 0: greyed out, says 暂不可购买 in words, and has no stepper to operate. */
export const Unavailable: Story = {
  name: '暂不可购买',
  args: { product: showcaseService },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('region', { name: '优秀微传播案例展示' });
    await expect(within(card).getAllByText('暂不可购买')).toHaveLength(1);
    await expect(within(card).queryByRole('group')).not.toBeInTheDocument();
    await expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

export const LongTexts: Story = {
  name: '长文本',
  args: {
    product: {
      ...miniAppPackage,
      title: '微传播信息流推广服务（不限访问量）政务版年度套餐含专属客服与数据分析报告',
      price: 123_456_789,
      officialPrice: 987_654_321,
      scopeDesc:
        '适用于各级政府机关、事业单位及国有企业的政务公开、政策解读、便民服务与应急信息发布等场景，覆盖全国范围内的移动、联通、电信5G终端用户',
      ruleDesc:
        '按访问次数计费，有效期内不限内容页数量；超出套餐访问量的部分按标准资费从账户余额中扣除，余额不足时暂停访问，续费后自动恢复',
      details: [
        {
          title: '专属客户经理一对一服务',
          remark: '工作日9:00-18:00在线响应，重大活动期间提供7×24小时值守保障及应急预案支持',
        },
      ],
    },
    quantity: 999,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(canvas.getByText('¥1,234,567.89')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '增加数量' })).toHaveAttribute(
      'data-disabled',
      'true',
    );
  },
};

export const ManyDetails: Story = {
  name: '权益明细较多',
  args: {
    product: {
      ...messagePackage,
      details: [
        { title: '5G消息10,000条', remark: '支持图文、视频、卡片消息' },
        { title: '公共模板', remark: '可使用平台提供的全部公共模板' },
        { title: '公共小程序' },
        { title: '发送记录查询', remark: '保留最近12个月的发送明细' },
        { title: '余额预警', remark: '余额低于阈值时每月提醒一次' },
        { title: '审核服务', remark: '08:00-22:00全年无休' },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText('审核服务')).toBeVisible();
  },
};

/** 最佳实践: an unavailable product says why once and offers no stepper. */
export const DoReasonOnce: Story = {
  name: '推荐：不可购买时只说明一次原因',
  args: { product: showcaseService },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '优秀微传播案例展示' });
    await expect(within(card).getAllByText('暂不可购买')).toHaveLength(1);
    await expect(within(card).queryByRole('group')).toBeNull();
  },
};

/** 最佳实践, what to avoid: the reason twice and a dead stepper. Greyed buttons invite pressing, and the card says the same thing twice. */
export const DontRepeatedReasonDeadStepper: Story = {
  name: '不推荐：重复说明并保留不可用的步进器',
  parameters: { controls: { disable: true } },
  render: () => (
    <section aria-labelledby="unavailable-title" style={{ width: 320 }}>
      <h3 id="unavailable-title">优秀微传播案例展示</h3>
      <p>暂不可购买</p>
      <div role="group" aria-label="购买数量" style={{ display: 'flex', gap: 4 }}>
        <button type="button" disabled>
          减少数量
        </button>
        <input aria-label="购买数量" value="0" disabled readOnly size={3} />
        <button type="button" disabled>
          增加数量
        </button>
      </div>
      <p>暂不可购买</p>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('暂不可购买')).toHaveLength(2);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};
