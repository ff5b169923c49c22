import type { ReactNode } from 'react';
import type { CalendarDateTime } from '@internationalized/date';
import {
  DateInput,
  DatePicker,
  DateSegment,
  Group,
  type DatePickerProps,
} from 'react-aria-components';
import { CalendarButton, CalendarPopover } from '../private/CalendarPopover.tsx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/FieldParts.tsx';
// One look for every date field: the segments, the calendar button and the calendar are the range picker's.
import * as styles from '../DateRangePicker/DateRangePicker.css.ts';

export type DateTimePickerProps = Omit<
  DatePickerProps<CalendarDateTime>,
  'className' | 'style' | 'children' | 'granularity' | 'hourCycle' | 'hideTimeZone'
> & {
  /** 可见标签。默认无：此时请提供 `aria-label`。 */
  label?: ReactNode;
  /** 字段下的帮助文字。默认无。 */
  description?: ReactNode;
  /** 字段无效时下方的错误信息。默认：RAC的校验信息。 */
  errorMessage?: ReactNode;
  /** 日历中标记为今天的日期。默认：用户本地时区的今天。 */
  today?: CalendarDateTime;
  /** 日历“上个月”按钮的无障碍名称。默认 `上个月`。 */
  previousMonthLabel?: string;
  /** 日历“下个月”按钮的无障碍名称。默认 `下个月`。 */
  nextMonthLabel?: string;
};

/**
 * A date and a time to the minute, typed in zh-CN segments (年/月/日 时:分, 24-hour) or with the
 * day picked in a calendar. The value is a wall-clock time without a zone: the caller says which.
 */
export function DateTimePicker({
  label,
  description,
  errorMessage,
  today,
  previousMonthLabel = '上个月',
  nextMonthLabel = '下个月',
  ...props
}: DateTimePickerProps) {
  return (
    <DatePicker
      {...props}
      granularity="minute"
      hourCycle={24}
      hideTimeZone
      shouldForceLeadingZeros
      placeholderValue={props.placeholderValue ?? today}
      className={styles.root}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={styles.group}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span className={styles.actions}>
          <CalendarButton />
        </span>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <CalendarPopover
        today={today}
        previousMonthLabel={previousMonthLabel}
        nextMonthLabel={nextMonthLabel}
      />
    </DatePicker>
  );
}
