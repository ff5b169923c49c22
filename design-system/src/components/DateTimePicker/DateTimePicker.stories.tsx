import { CalendarDateTime } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dateFieldArgTypes } from '../../docs/story-parameters.ts';
import { DateTimePicker } from './DateTimePicker.tsx';

/** A fixed "today", so the calendar looks the same on every run. */
const today = new CalendarDateTime(2025, 6, 18, 9, 0);

const meta = {
  title: 'Forms/DateTimePicker',
  component: DateTimePicker,
  args: { label: '定时发送时间', today, onChange: fn() },
  argTypes: dateFieldArgTypes,
} satisfies Meta<typeof DateTimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Default: Story = {
  name: '默认',
  args: { description: '北京时间 08:00-22:00' },
  play: async ({ args, canvas }) => {
    const segments = canvas.getAllByRole('spinbutton');
    // 年、月、日、时、分: a 24-hour clock, no 上午/下午 segment.
    await expect(segments.map((s) => s.getAttribute('aria-label'))).toEqual([
      '年, ',
      '月, ',
      '日, ',
      '小时, ',
      '分钟, ',
    ]);
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('202506201930');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2025, 6, 20, 19, 30));
  },
};

export const PickADay: Story = {
  name: '在日历中选日期',
  args: { defaultValue: new CalendarDateTime(2025, 6, 20, 19, 30) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /日历/ }));
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('2025年6月');
    await userEvent.click(within(dialog).getByRole('button', { name: /6月23日/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDateTime(2025, 6, 23, 19, 30));
  },
};

export const Invalid: Story = {
  name: '错误',
  args: {
    isInvalid: true,
    errorMessage: '请选择北京时间 08:00-22:00 之间的时间',
    defaultValue: new CalendarDateTime(2025, 6, 20, 23, 0),
  },
};
