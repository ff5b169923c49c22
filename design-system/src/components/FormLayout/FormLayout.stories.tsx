import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { MoneyField } from '../MoneyField/MoneyField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Fieldset } from './Fieldset.tsx';
import { FilterBar } from './FilterBar.tsx';

const meta = {
  title: 'Forms/FormLayout',
  component: Fieldset,
  args: { legend: '汇款信息', children: null },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settlement dialog's fields (spec §5) as one named group, in columns on a desktop. */
export const SettlementFieldset: Story = {
  name: '字段分组',
  args: {
    description: '请按汇款凭证如实填写，提交后等待审核。',
    children: (
      <>
        <MoneyField label="汇款金额" isRequired />
        <TextField label="交易流水编号" isRequired />
        <TextField label="备注" />
      </>
    ),
  },
  render: (args) => (
    <div style={{ width: 880 }}>
      <Fieldset {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: '汇款信息' });
    await expect(group).toHaveAccessibleDescription('请按汇款凭证如实填写，提交后等待审核。');
    const [amount, flowNo] = [
      canvas.getByLabelText(/汇款金额/),
      canvas.getByLabelText(/交易流水编号/),
    ];
    // Side by side: three columns fit in 880 px.
    await expect(amount.getBoundingClientRect().top).toBe(flowNo.getBoundingClientRect().top);
  },
};

/** On a 320 px phone the same fields stack in one column. */
export const FieldsetNarrow: Story = {
  name: '字段分组（窄屏）',
  args: SettlementFieldset.args,
  render: (args) => (
    <div style={{ width: 288 }}>
      <Fieldset {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [amount, flowNo] = [
      canvas.getByLabelText(/汇款金额/),
      canvas.getByLabelText(/交易流水编号/),
    ];
    await expect(flowNo.getBoundingClientRect().top).toBeGreaterThan(
      amount.getBoundingClientRect().bottom,
    );
  },
};

const onSearch = fn();
const onReset = fn();

function OrderFilters({ width }: { width: number }) {
  const [orderNo, setOrderNo] = useState('');
  return (
    <div style={{ width }}>
      <FilterBar
        aria-label="订单筛选"
        onSearch={onSearch}
        onReset={() => {
          setOrderNo('');
          onReset();
        }}
      >
        <TextField
          label="订单号"
          value={orderNo}
          onChange={setOrderNo}
          placeholder="请输入订单号"
        />
        <TextField label="商品名称" placeholder="请输入商品名称" />
      </FilterBar>
    </div>
  );
}

/** 订单列表's filters: Enter in a field or 查询 runs the query; 重置 clears them. */
export const Filters: Story = {
  name: '筛选栏',
  parameters: { controls: { disable: true } },
  render: () => <OrderFilters width={960} />,
  play: async ({ canvas }) => {
    onSearch.mockClear();
    onReset.mockClear();
    await expect(canvas.getByRole('search', { name: '订单筛选' })).toBeVisible();
    const orderNo = canvas.getByLabelText('订单号');
    await userEvent.type(orderNo, '202611210001{Enter}');
    await expect(onSearch).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(onSearch).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await expect(onReset).toHaveBeenCalledTimes(1);
    await expect(orderNo).toHaveValue('');
  },
};

/** On a phone each filter takes a line, the buttons follow. */
export const FiltersNarrow: Story = {
  name: '筛选栏（窄屏）',
  parameters: { controls: { disable: true } },
  render: () => <OrderFilters width={320} />,
  play: async ({ canvas }) => {
    const [orderNo, name] = [canvas.getByLabelText('订单号'), canvas.getByLabelText('商品名称')];
    await expect(name.getBoundingClientRect().top).toBeGreaterThan(
      orderNo.getBoundingClientRect().bottom,
    );
  },
};

/**
 * A field error under 订单号 moves nothing else: the other filter and the buttons stay level with
 * its box, aligned to the top of the fields rather than their bottoms.
 */
export const FilterWithError: Story = {
  name: '筛选栏（字段报错）',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ width: 960 }}>
      <FilterBar aria-label="订单筛选" onSearch={fn()} onReset={fn()}>
        <TextField
          label="订单号"
          defaultValue="2026112"
          isInvalid
          errorMessage="请输入完整的订单号"
        />
        <TextField label="商品名称" placeholder="请输入商品名称" />
      </FilterBar>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请输入完整的订单号')).toBeVisible();
    const middle = (element: HTMLElement) => {
      const { top, bottom } = element.getBoundingClientRect();
      return (top + bottom) / 2;
    };
    const orderNo = canvas.getByRole('textbox', { name: '订单号' });
    await expect(orderNo).toHaveAttribute('aria-invalid', 'true');
    await expect(middle(canvas.getByRole('textbox', { name: '商品名称' }))).toBe(middle(orderNo));
    // The 32 px buttons sit level with the 33 px field boxes: centres within a pixel.
    for (const name of ['查询', '重置']) {
      const offset = middle(canvas.getByRole('button', { name })) - middle(orderNo);
      await expect(Math.abs(offset)).toBeLessThanOrEqual(1);
    }
  },
};

/** 最佳实践: every filter keeps a visible label, so a filled-in bar still says what it filters. */
export const DoFilterLabels: Story = {
  name: '推荐：筛选条件有可见标签',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ width: 720 }}>
      <FilterBar aria-label="订单筛选" onSearch={fn()} onReset={fn()}>
        <TextField label="订单号" defaultValue="202611210001" />
        <TextField label="商品名称" defaultValue="5G消息" />
      </FilterBar>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['订单号', '商品名称']) {
      await expect(canvas.getByText(name, { selector: 'label' })).toBeVisible();
      await expect(canvas.getByRole('textbox', { name })).not.toHaveValue('');
    }
  },
};

/**
 * 最佳实践, what to avoid: placeholders instead of labels. Once filled in, nothing on screen says
 * which box is the order number and which the product (screen readers still hear `aria-label`).
 */
export const DontPlaceholderLabels: Story = {
  name: '不推荐：用占位文字代替标签',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ width: 720 }}>
      <FilterBar aria-label="订单筛选" onSearch={fn()} onReset={fn()}>
        <TextField aria-label="订单号" placeholder="订单号" defaultValue="202611210001" />
        <TextField aria-label="商品名称" placeholder="商品名称" defaultValue="5G消息" />
      </FilterBar>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('label')).toBeNull();
    await expect(canvas.queryByText('订单号')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: '订单号' })).toHaveValue('202611210001');
  },
};
