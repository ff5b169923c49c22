import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cjkLabel, cjkParagraph } from '../../styles/cjk-text.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { getStepStatus, type StepStatus } from './step-status.ts';
import * as styles from './Steps.css.ts';

export const stepsSizes = ['small', 'medium'] as const;
export const stepsOrientations = ['horizontal', 'vertical'] as const;

export type StepItem = {
  /** Step name, e.g. `内容验收`. */
  title: ReactNode;
  /** A line under the title (date, hint). Default none. */
  description?: ReactNode;
};

export type StepsProps = {
  /** The steps, in order. */
  items: StepItem[];
  /** Index of the step in progress (0-based); `items.length` marks every step finished. Default `0`. */
  current?: number;
  /** `small` for cards and lists. Default `medium`. */
  size?: (typeof stepsSizes)[number];
  /**
   * `horizontal` puts each label under its icon, in equal columns; `vertical` stacks the steps, for
   * a narrow column or long descriptions. Default `horizontal`.
   */
  orientation?: (typeof stepsOrientations)[number];
  /** Names the list for screen readers. Default `进度`. */
  'aria-label'?: string;
  /** Read after each step's title, by status. Default `已完成` / `进行中` / `未开始`. */
  statusLabels?: Record<StepStatus, string>;
};

const defaultStatusLabels: Record<StepStatus, string> = {
  finish: '已完成',
  process: '进行中',
  wait: '未开始',
};

/**
 * Progress through a fixed sequence (the custom-service order's 需求待提交 → 处理中 → 内容验收 →
 * 已完成). Status shows as a check or a number and a weight, not colour alone, and is spelled out for
 * screen readers.
 */
export function Steps({
  items,
  current = 0,
  size = 'medium',
  orientation = 'horizontal',
  'aria-label': ariaLabel = '进度',
  statusLabels = defaultStatusLabels,
}: StepsProps) {
  return (
    <ol
      aria-label={ariaLabel}
      className={styles.list({ size, orientation })}
      data-size={size}
      data-orientation={orientation}
    >
      {items.map((item, index) => {
        const status = getStepStatus(index, current, items.length);
        return (
          <li
            key={index}
            className={styles.step({ orientation })}
            data-status={status}
            aria-current={status === 'process' ? 'step' : undefined}
          >
            <span aria-hidden className={styles.marker({ orientation })}>
              <span className={styles.icon({ size })}>
                {status === 'finish' ? (
                  <Check size={size === 'small' ? 14 : 18} strokeWidth={2.5} />
                ) : (
                  index + 1
                )}
              </span>
              <span className={styles.tail({ orientation })} />
            </span>
            <div className={styles.content({ size, orientation })}>
              <span className={`${styles.title} ${cjkLabel}`}>
                {item.title}
                <span className={visuallyHidden}>（{statusLabels[status]}）</span>
              </span>
              {item.description != null && (
                <span className={`${styles.description} ${cjkParagraph}`}>{item.description}</span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
