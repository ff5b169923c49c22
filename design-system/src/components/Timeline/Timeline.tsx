import type { ReactNode } from 'react';
import type { StatusTone } from '../StatusTag/status-families.ts';
import { toneIcons } from '../StatusTag/tone-icons.ts';
import { cjkLabel, cjkParagraph, noBreak } from '../../styles/cjk-text.css.ts';
import * as styles from './Timeline.css.ts';

export type TimelineItem = {
  /** What happened, e.g. `平台审核通过`. */
  title: ReactNode;
  /** When, already formatted (`formatDateTime`), e.g. `2026-11-21 10:12`. Default none. */
  time?: string;
  /** Detail under the title: who acted, a rejection reason. Default none. */
  description?: ReactNode;
  /**
   * The outcome, drawn as the tone's icon and colour; the title must say it in words too (`平台驳回`).
   * Leave it out for a plain event, drawn as a small dot. Default none.
   */
  tone?: StatusTone;
};

export type TimelineProps = {
  /** The events in the order to show them (oldest first, or newest first for a long history). */
  items: TimelineItem[];
  /** Names the list for screen readers, e.g. `审核记录`. Required. */
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
