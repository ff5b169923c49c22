import { isSameDay, type DateValue } from '@internationalized/date';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
// One look for every date field's calendar: the range picker's.
import * as styles from '../DateRangePicker/DateRangePicker.css.ts';

/**
 * One month of a date field's calendar: the month's heading between 上个月 / 下个月, the weekdays
 * and the day cells, `today` ringed. Place it inside a RAC `Calendar` or `RangeCalendar`.
 */
export function MonthGrid({
  today,
  previousMonthLabel,
  nextMonthLabel,
}: {
  today: DateValue | undefined;
  previousMonthLabel: string;
  nextMonthLabel: string;
}) {
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button slot="previous" aria-label={previousMonthLabel} className={styles.iconButton}>
          <ChevronLeft aria-hidden size={16} />
        </Button>
        <Heading className={styles.heading} />
        <Button slot="next" aria-label={nextMonthLabel} className={styles.iconButton}>
          <ChevronRight aria-hidden size={16} />
        </Button>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={clsx(styles.cell, today && isSameDay(date, today) && styles.today)}
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
