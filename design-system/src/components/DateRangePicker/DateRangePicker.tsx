import { useContext, useRef, type ReactNode } from 'react';
import { getLocalTimeZone, today as localToday, type CalendarDate } from '@internationalized/date';
import { X } from 'lucide-react';
import {
  Button,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  Group,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
  type RangeValue,
} from 'react-aria-components';
import { CalendarButton, CalendarPopover } from '../private/CalendarPopover.tsx';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../private/FieldParts.tsx';
import * as styles from './DateRangePicker.css.ts';

export type DateRangePickerProps = Omit<
  AriaDateRangePickerProps<CalendarDate>,
  'className' | 'style' | 'children'
> & {
  /** 可见标签。默认无：此时请提供 `aria-label`。 */
  label?: ReactNode;
  /** 字段下的帮助文字。默认无。 */
  description?: ReactNode;
  /** 字段无效时下方的错误信息。默认：RAC的校验信息。 */
  errorMessage?: ReactNode;
  /**
   * `today` 之后的每一天都不可选，日历中和手动输入均如此（规格 §5：订单和账单的日期范围不能在未来）
   * ；与 `maxValue` 同时生效，取较早的界限。默认 `false`。
   */
  disallowFuture?: boolean;
  /**
   * 视为今天的日期：`disallowFuture` 的界限、日历中标记的日期，以及为空时日历打开的月份。默认：用户
   * 本地时区的今天。
   */
  today?: CalendarDate;
  /** 清空两个日期的按钮的无障碍名称。默认 `清除日期`。 */
  clearLabel?: string;
  /** 日历“上个月”按钮的无障碍名称。默认 `上个月`。 */
  previousMonthLabel?: string;
  /** 日历“下个月”按钮的无障碍名称。默认 `下个月`。 */
  nextMonthLabel?: string;
};

/** A start and end date typed in zh-CN segments (年/月/日) or picked in a range calendar. */
export function DateRangePicker({
  label,
  description,
  errorMessage,
  disallowFuture = false,
  today,
  clearLabel = '清除日期',
  previousMonthLabel = '上个月',
  nextMonthLabel = '下个月',
  minValue,
  maxValue,
  placeholderValue,
  isDateUnavailable,
  validate,
  ...props
}: DateRangePickerProps) {
  const groupRef = useRef<HTMLDivElement>(null);
  const todayDate = today ?? localToday(getLocalTimeZone());
  const upperBound =
    disallowFuture && !(maxValue && maxValue.compare(todayDate) < 0) ? todayDate : maxValue;
  const isEditable = !props.isDisabled && !props.isReadOnly;

  return (
    <AriaDateRangePicker
      {...props}
      minValue={minValue}
      maxValue={upperBound}
      placeholderValue={placeholderValue ?? todayDate}
      isDateUnavailable={isDateUnavailable}
      // RAC's built-in messages follow navigator.language, not the I18nProvider: say them in Chinese.
      validate={(range) => {
        const custom = validate?.(range);
        if (custom != null && custom !== true) return custom;
        return (
          range &&
          rangeError(range, {
            minValue,
            maxValue: upperBound,
            isDateUnavailable,
            maxIsToday: disallowFuture && upperBound === todayDate,
          })
        );
      }}
      className={styles.root}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group ref={groupRef} className={styles.group}>
        <DateInput slot="start" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden className={styles.separator}>
          至
        </span>
        <DateInput slot="end" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span className={styles.actions}>
          {isEditable && (
            <ClearButton
              label={clearLabel}
              onCleared={() =>
                // The clear button unmounts with the value; keep focus in the field, not on <body>.
                groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus()
              }
            />
          )}
          <CalendarButton />
        </span>
      </Group>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <CalendarPopover
        range
        today={todayDate}
        previousMonthLabel={previousMonthLabel}
        nextMonthLabel={nextMonthLabel}
      />
    </AriaDateRangePicker>
  );
}

function rangeError(
  range: RangeValue<CalendarDate>,
  bounds: {
    minValue?: DateValue | null;
    maxValue?: DateValue | null;
    isDateUnavailable?: DateRangePickerProps['isDateUnavailable'];
    maxIsToday: boolean;
  },
): string | null {
  const { minValue, maxValue, isDateUnavailable, maxIsToday } = bounds;
  for (const date of [range.start, range.end]) {
    if (minValue && date.compare(minValue) < 0) return `日期不能早于${minValue.toString()}`;
    if (maxValue && date.compare(maxValue) > 0) {
      return maxIsToday ? '日期不能晚于今天' : `日期不能晚于${maxValue.toString()}`;
    }
    if (isDateUnavailable?.(date, null)) return '所选日期不可用';
  }
  return range.end.compare(range.start) < 0 ? '结束日期不能早于开始日期' : null;
}

function ClearButton({ label, onCleared }: { label: string; onCleared: () => void }) {
  const state = useContext(DateRangePickerStateContext);
  if (!state?.value?.start && !state?.value?.end) return null;
  return (
    <Button
      // slot={null} opts out of the picker's ButtonContext, which would make this the calendar trigger.
      slot={null}
      aria-label={label}
      className={styles.iconButton}
      onPress={() => {
        state.setValue(null);
        onCleared();
      }}
    >
      <X aria-hidden size={14} />
    </Button>
  );
}
