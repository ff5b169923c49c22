import type { ComponentProps } from 'react';
import { CalendarDays } from 'lucide-react';
import { Button, Calendar, Dialog, Popover, RangeCalendar } from 'react-aria-components';
import { MonthGrid } from './MonthGrid.tsx';
// One look for every date field's calendar: the range picker's.
import * as styles from '../DateRangePicker/DateRangePicker.css.ts';

/** The button that opens a date field's calendar; place it in the field's `Group`. */
export function CalendarButton() {
  return (
    <Button className={styles.iconButton}>
      <CalendarDays aria-hidden size={16} />
    </Button>
  );
}

/**
 * A date field's calendar, opened by its `CalendarButton`: one `MonthGrid` in a popover, picking
 * a date (RAC `Calendar`) or, with `range`, a start and end date (RAC `RangeCalendar`).
 */
export function CalendarPopover({
  range = false,
  ...month
}: ComponentProps<typeof MonthGrid> & { range?: boolean }) {
  const grid = <MonthGrid {...month} />;
  return (
    <Popover className={styles.popover}>
      <Dialog className={styles.dialog}>
        {range ? <RangeCalendar>{grid}</RangeCalendar> : <Calendar>{grid}</Calendar>}
      </Dialog>
    </Popover>
  );
}
