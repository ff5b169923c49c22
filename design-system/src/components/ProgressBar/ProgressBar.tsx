import { CircleCheck, CircleX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { cjkParagraph, noBreak } from '../../styles/cjk-text.css.ts';
import * as styles from './ProgressBar.css.ts';

export const progressBarStatuses = ['active', 'success', 'error'] as const;
export const progressBarSizes = ['small', 'medium'] as const;

export type ProgressBarStatus = (typeof progressBarStatuses)[number];

export type ProgressBarProps = {
  /** Visible name above the bar, e.g. `正在上传`. Give it or `aria-label`. Default none. */
  label?: ReactNode;
  /** Names the bar when there is no visible `label`. Default none. */
  'aria-label'?: string;
  /** Progress, between `minValue` and `maxValue`. Default `0`. */
  value?: number;
  /** Value of an empty bar. Default `0`. */
  minValue?: number;
  /** Value of a full bar. Default `100`. */
  maxValue?: number;
  /** The amount of work is unknown (an export being prepared): a moving bar and no value. Default `false`. */
  isIndeterminate?: boolean;
  /** Replaces the percentage, shown and read out, e.g. `12 / 30 个`. Default: the percentage. */
  valueLabel?: string;
  /** Shows the value (or `valueLabel`) at the end of the label line. Default `true`. */
  showValue?: boolean;
  /** `success` and `error` end the work: a check or a cross beside the value and a matching colour. Default `active`. */
  status?: ProgressBarStatus;
  /** A line under the bar: what is happening or what went wrong. Default none. */
  description?: ReactNode;
  /** `small` inside lists and cards. Default `medium`. */
  size?: (typeof progressBarSizes)[number];
};

const statusIcons = { success: CircleCheck, error: CircleX } as const;

/**
 * How far a long piece of work has come: an upload, an export, a batch send. Not for a quantity
 * against a limit (use a meter-like display such as the level bar) nor for steps of a process (Steps).
 */
export function ProgressBar({
  label,
  'aria-label': ariaLabel,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  valueLabel,
  showValue = true,
  status = 'active',
  description,
  size = 'medium',
}: ProgressBarProps) {
  const StatusIcon = status === 'active' ? null : statusIcons[status];
  const descriptionId = useId();
  return (
    <AriaProgressBar
      className={styles.root}
      aria-label={ariaLabel}
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      valueLabel={valueLabel}
      aria-describedby={description != null ? descriptionId : undefined}
      data-status={status}
      data-size={size}
      data-indeterminate={isIndeterminate || undefined}
    >
      {({ percentage, valueText }) => (
        <>
          {(label != null || (showValue && !isIndeterminate)) && (
            <div className={styles.header}>
              {label != null && (
                <Label className={`${styles.label} ${cjkParagraph}`}>{label}</Label>
              )}
              {showValue && !isIndeterminate && (
                <span className={`${styles.value} ${noBreak}`}>
                  {StatusIcon && <StatusIcon aria-hidden size={14} strokeWidth={2} />}
                  {valueText}
                </span>
              )}
            </div>
          )}
          <div className={styles.track({ size })}>
            <div
              className={styles.fill}
              style={isIndeterminate ? undefined : { width: `${percentage}%` }}
            />
          </div>
          {description != null && (
            <div id={descriptionId} className={`${styles.description} ${cjkParagraph}`}>
              {description}
            </div>
          )}
        </>
      )}
    </AriaProgressBar>
  );
}
