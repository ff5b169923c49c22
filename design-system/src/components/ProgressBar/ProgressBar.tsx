import { CircleCheck, CircleX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { cjkParagraph, noBreak } from '../../styles/cjk-text.css.ts';
import * as styles from './ProgressBar.css.ts';

export const progressBarStatuses = ['active', 'success', 'error'] as const;
export const progressBarSizes = ['small', 'medium'] as const;

export type ProgressBarStatus = (typeof progressBarStatuses)[number];

export type ProgressBarProps = {
  /** 进度条上方的可见名称，如 `正在上传`。提供它或 `aria-label`。默认无。 */
  label?: ReactNode;
  /** 没有可见 `label` 时进度条的名称。默认无。 */
  'aria-label'?: string;
  /** 进度，介于 `minValue` 与 `maxValue` 之间。默认 `0`。 */
  value?: number;
  /** 空进度条的值。默认 `0`。 */
  minValue?: number;
  /** 满进度条的值。默认 `100`。 */
  maxValue?: number;
  /** 工作量未知（正在准备导出）：显示移动的进度条，没有数值。默认 `false`。 */
  isIndeterminate?: boolean;
  /** 代替百分比显示和朗读，如 `12 / 30 个`。默认：百分比。 */
  valueLabel?: string;
  /** 在标签行末尾显示数值（或 `valueLabel`）。默认 `true`。 */
  showValue?: boolean;
  /** `success` 和 `error` 表示工作结束：数值旁显示对勾或叉号，并使用对应颜色。默认 `active`。 */
  status?: ProgressBarStatus;
  /** 进度条下的一行文字：正在做什么或出了什么问题。默认无。 */
  description?: ReactNode;
  /** 列表和卡片内用 `small`。默认 `medium`。 */
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
