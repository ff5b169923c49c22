import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cjkLabel, cjkParagraph } from '../../styles/cjk-text.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { getStepStatus, type StepStatus } from './step-status.ts';
import * as styles from './Steps.css.ts';

export const stepsSizes = ['small', 'medium'] as const;
export const stepsOrientations = ['horizontal', 'vertical'] as const;

export type StepItem = {
  /** 步骤名称，如 `内容验收`。 */
  title: ReactNode;
  /** 标题下的一行文字（日期、提示）。默认无。 */
  description?: ReactNode;
};

export type StepsProps = {
  /** 各个步骤，按顺序。 */
  items: StepItem[];
  /** 进行中步骤的索引（从0开始）；`items.length` 表示全部完成。默认 `0`。 */
  current?: number;
  /** 卡片和列表中用 `small`。默认 `medium`。 */
  size?: (typeof stepsSizes)[number];
  /**
   * `horizontal` 把每个标签放在图标下方、各列等宽；`vertical` 纵向排列步骤，适合窄栏或较长的描述。
   * 默认 `horizontal`。
   */
  orientation?: (typeof stepsOrientations)[number];
  /** 列表的读屏名称。默认 `进度`。 */
  'aria-label'?: string;
  /** 按状态在每个步骤标题后朗读的内容。默认 `已完成` / `进行中` / `未开始`。 */
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
