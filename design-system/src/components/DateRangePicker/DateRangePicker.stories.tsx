import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dateFieldArgTypes, overlayDocs } from '../../docs/story-parameters.ts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { overlayClosed } from '../../test-support/waits.ts';
import { DateRangePicker } from './DateRangePicker.tsx';

/** A fixed "today", so the calendar and its disabled days look the same on every run. */
const today = new CalendarDate(2025, 6, 18);

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { label: '账单日期', today, onChange: fn() },
  argTypes: { disallowFuture: { control: 'boolean' }, ...dateFieldArgTypes },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  name: '默认',
  args: { description: '可查询单月内的账单明细' },
  play: async ({ args, canvas }) => {
    const [startYear] = canvas.getAllByRole('spinbutton');
    await userEvent.click(startYear!);
    await userEvent.keyboard('20250601');
    await userEvent.keyboard('20250615');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2025, 6, 1),
      end: new CalendarDate(2025, 6, 15),
    });
  },
};

export const WithValue: Story = {
  name: '已选范围',
  args: {
    defaultValue: { start: new CalendarDate(2025, 6, 2), end: new CalendarDate(2025, 6, 6) },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /日历/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2025年6月');
    await userEvent.click(within(dialog).getByRole('button', { name: /6月9日/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /6月13日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2025, 6, 9),
      end: new CalendarDate(2025, 6, 13),
    });
    await overlayClosed('dialog');
  },
};

export const Clear: Story = {
  name: '清除',
  tags: ['test-only'],
  args: {
    defaultValue: { start: new CalendarDate(2025, 6, 2), end: new CalendarDate(2025, 6, 6) },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清除日期' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('button', { name: '清除日期' })).not.toBeInTheDocument();
    const [startYear] = canvas.getAllByRole('spinbutton');
    await expect(startYear).toHaveFocus();
  },
};

export const DisallowFuture: Story = {
  name: '不可选未来日期',
  parameters: overlayDocs,
  args: { label: '下单时间', disallowFuture: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /日历/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2025年6月');
    const tomorrow = within(dialog).getByRole('button', { name: /6月19日/ });
    await expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: /6月18日/ })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(within(dialog).getByRole('button', { name: '下个月' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /6月16日/ }));
    await userEvent.click(tomorrow);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const FutureDateTyped: Story = {
  name: '输入了未来日期',
  args: { label: '下单时间', disallowFuture: true },
  play: async ({ canvas }) => {
    const [startYear] = canvas.getAllByRole('spinbutton');
    await userEvent.click(startYear!);
    await userEvent.keyboard('20250610');
    await userEvent.keyboard('20250620');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('group')).toHaveAttribute('data-invalid', 'true');
    await expect(canvas.getByText('日期不能晚于今天')).toBeVisible();
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择开始时间和结束时间' },
  play: async ({ canvas }) => {
    const message = canvas.getByText('请选择开始时间和结束时间');
    await expect(message).toBeVisible();
    const [startYear] = canvas.getAllByRole('spinbutton');
    await expect(startYear).toHaveAccessibleDescription(/请选择开始时间和结束时间/);
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: {
    isDisabled: true,
    defaultValue: { start: new CalendarDate(2025, 6, 2), end: new CalendarDate(2025, 6, 6) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /日历/ })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '清除日期' })).not.toBeInTheDocument();
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

/** 最佳实践: an invalid range says why, under the field, in words. */
export const DoSayWhatIsMissing: Story = {
  name: '推荐：不合法时写明原因',
  args: { isRequired: true, isInvalid: true, errorMessage: '请选择开始时间和结束时间' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请选择开始时间和结束时间')).toBeVisible();
    const [startYear] = canvas.getAllByRole('spinbutton');
    await expect(startYear).toHaveAccessibleDescription(/请选择开始时间和结束时间/);
  },
};

/** 最佳实践, what to avoid: only a red border. Nothing says what is wrong, and nothing is read out. */
export const DontRedBorderOnly: Story = {
  name: '不推荐：只有红框没有说明',
  args: { isRequired: true, isInvalid: true, errorMessage: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('请选择开始时间和结束时间')).toBeNull();
    const [startYear] = canvas.getAllByRole('spinbutton');
    await expect(startYear).toHaveAttribute('aria-invalid', 'true');
    await expect(startYear).not.toHaveAccessibleDescription(/请/);
  },
};
