import { now, parseDateTime, toCalendarDateTime } from '@internationalized/date';
import { DateTimePicker } from '@p5g/design-system';

type Props = {
  /** China wall-clock time, yyyy-MM-ddTHH:mm; empty until one is picked. */
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
};

/** 定时发送时间: a date and a 24-hour time in Beijing time, whatever the browser's own zone. */
export function ScheduleField({ value, onChange, errorMessage }: Props) {
  return (
    <DateTimePicker
      label="定时发送时间"
      description="北京时间 08:00-22:00，30天内，且早于模板有效期"
      value={value ? parseDateTime(value) : null}
      onChange={(at) => onChange(at ? at.toString().slice(0, 16) : '')}
      today={toCalendarDateTime(now('Asia/Shanghai'))}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    />
  );
}
