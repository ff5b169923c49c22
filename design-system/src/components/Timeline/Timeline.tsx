import type { ReactNode } from 'react';
import type { StatusTone } from '../StatusTag/status-tones.ts';
import { toneIcons } from '../StatusTag/tone-icons.ts';
import { cjkLabel, cjkParagraph, noBreak } from '../../styles/cjk-text.css.ts';
import * as styles from './Timeline.css.ts';

export type TimelineItem = {
  /** 发生了什么，如 `平台审核通过`。 */
  title: ReactNode;
  /** 时间，已格式化（`formatDateTime`），如 `2026-11-21 10:12`。默认无。 */
  time?: string;
  /** 标题下的详情：操作人、驳回原因。默认无。 */
  description?: ReactNode;
  /**
   * 结果，以该色调的图标和颜色表示；标题也必须用文字说明（`平台驳回`）。普通事件不提供，显示为小圆
   * 点。默认无。
   */
  tone?: StatusTone;
};

export type TimelineProps = {
  /** 要显示的事件，按显示顺序（最早的在前；历史较长时最新的在前）。 */
  items: TimelineItem[];
  /** 列表的读屏名称，如 `审核记录`。必填。 */
  'aria-label': string;
};

/**
 * What happened to one thing, in time order: a template's review, an order's handling, a send
 * task's history. Each event has a title, a time and an optional outcome. For a fixed sequence
 * of steps still to come, use Steps.
 */
export function Timeline({ items, 'aria-label': ariaLabel }: TimelineProps) {
  return (
    <ol aria-label={ariaLabel} className={styles.list}>
      {items.map((item, index) => {
        const Icon = item.tone ? toneIcons[item.tone] : null;
        return (
          <li key={index} className={styles.item} data-tone={item.tone}>
            <span aria-hidden className={styles.marker}>
              {Icon ? <Icon size={16} strokeWidth={2} /> : <span className={styles.dot} />}
            </span>
            <div className={styles.content}>
              <div className={styles.heading}>
                <span className={`${styles.title} ${cjkLabel}`}>{item.title}</span>
                {item.time && <span className={`${styles.time} ${noBreak}`}>{item.time}</span>}
              </div>
              {item.description != null && (
                <div className={`${styles.description} ${cjkParagraph}`}>{item.description}</div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
