import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { total: 86, page: 1, pageSize: 10, onChange: fn() },
  argTypes: {
    total: { control: 'number' },
    page: { control: 'number' },
    pageSize: { control: 'inline-radio', options: [10, 20, 50] },
    siblingCount: { control: 'number' },
  },
  // Controlled: the story keeps page and size in state, as a page would, and reports each change.
  render: function ControlledPagination(args: PaginationProps) {
    const [{ page, pageSize }, setState] = useState({ page: args.page, pageSize: args.pageSize });
    return (
      <Pagination
        {...args}
        page={page}
        pageSize={pageSize}
        onChange={(nextPage, nextSize) => {
          args.onChange(nextPage, nextSize);
          setState({ page: nextPage, pageSize: nextSize });
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  name: '第一页',
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByText('共86条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第1页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const previous = canvas.getByRole('button', { name: '上一页' });
    await expect(previous).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NextAndPrevious: Story = {
  name: '上一页与下一页',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2, 10);
    await expect(canvas.getByRole('button', { name: '第2页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '上一页' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 10);
  },
};

export const PressPage: Story = {
  name: '点击页码',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '第5页' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(5, 10);
    await userEvent.click(canvas.getByRole('button', { name: '第5页' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const LastPage: Story = {
  name: '最后一页',
  args: { page: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '第9页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Many pages: the first and last stay, gaps stand for the pages in between. */
export const ManyPages: Story = {
  name: '页数很多',
  args: { total: 1280, page: 30 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    const pages = within(nav)
      .getAllByRole('button', { name: /^第\d+页$/ })
      .map((button) => button.textContent);
    await expect(pages).toEqual(['1', '28', '29', '30', '31', '32', '128']);
  },
};

/** On the narrowest phone the 44 px page buttons wrap onto a second row instead of widening the page. */
export const NarrowestPhone: Story = {
  name: '最窄手机',
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  args: { total: 1280, page: 30 },
  play: async ({ canvas }) => {
    const current = canvas.getByRole('button', { name: '第30页' });
    await expect(current.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Jump: Story = {
  name: '跳转页码',
  args: { total: 1280 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: '前往页码' });
    await userEvent.type(input, '12{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(12, 10);
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: '第12页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Beyond the last page: goes to the last page. Letters are not accepted.
    await userEvent.type(input, '9x99{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(128, 10);
  },
};

export const PageSize: Story = {
  name: '每页条数',
  args: { page: 3 },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('button', { name: /每页条数/ });
    await expect(select).toHaveTextContent('10条/页');
    await userEvent.click(select);
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10条/页', '20条/页', '50条/页']);
    await userEvent.click(within(listbox).getByRole('option', { name: '20条/页' }));
    // Row 21, first on page 3 of 10, is on page 2 of 20.
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(2, 20);
    await expect(select).toHaveTextContent('20条/页');
  },
};

/** The open page-size list, for the visual baseline. */
export const PageSizeOpen: Story = {
  name: '选择每页条数',
  parameters: overlayDocs,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /每页条数/ }));
    await expect(await screen.findByRole('option', { name: '10条/页' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Empty: Story = {
  name: '无数据',
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共0条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^第\d+页$/ })).toHaveLength(1);
  },
};

export const Minimal: Story = {
  name: '只有一页',
  args: { total: 35, showSizeChanger: false, showQuickJumper: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /每页条数/ })).not.toBeInTheDocument();
  },
};

/** Large totals keep tabular figures; the bar wraps rather than overflowing a narrow container. */
export const LargeNumbers: Story = {
  name: '大数字',
  args: { total: 1234567, page: 61728, pageSize: 20 },
  render: function NarrowPagination(args: PaginationProps) {
    const [page, setPage] = useState(args.page);
    return (
      <div style={{ width: 560 }}>
        <Pagination {...args} page={page} onChange={(next) => setPage(next)} />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    await expect(canvas.getByText('共1,234,567条')).toBeVisible();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: '第61729页' })).toBeVisible();
  },
};

/** 最佳实践: the total is shown, so the user knows how much there is before paging. */
export const DoShowTotal: Story = {
  name: '推荐：显示总条数',
  args: { total: 86 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('共86条')).toBeVisible();
  },
};

/** 最佳实践, what to avoid: pages without the total. Nine pages of what, and how many on the last? */
export const DontHideTotal: Story = {
  name: '不推荐：不显示总条数',
  args: { total: 86, showTotal: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^共/)).toBeNull();
    await expect(canvas.getByRole('button', { name: /9/ })).toBeVisible();
  },
};
