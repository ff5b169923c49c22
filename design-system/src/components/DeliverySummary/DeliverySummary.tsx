import {
  deliveryPartLabels,
  deliveryParts,
  legendOf,
  settledShare,
  shareText,
  type DeliveryCounts,
} from './delivery-summary.ts';
import { cjkLabel, noBreak } from '../../styles/cjk-text.css.ts';
import * as styles from './DeliverySummary.css.ts';

export type DeliverySummaryProps = {
  /** 各结果的条数（互不重叠：已读的只计入 `read`）。必填。 */
  counts: DeliveryCounts;
  /** 区域的读屏名称。默认 `送达情况`。 */
  'aria-label'?: string;
};

const figures = new Intl.NumberFormat('zh-CN');

/**
 * Where a send task's messages stand: the total, a bar of the outcomes and a legend with each
 * outcome's count and share (已送达（5G） including the read ones, 已读, 已送达（短信）, 发送失败,
 * 未发送 when any, 处理中). The bar is decoration; the legend carries the figures.
 */
export function DeliverySummary({
  counts,
  'aria-label': ariaLabel = '送达情况',
}: DeliverySummaryProps) {
  return (
    <section aria-label={ariaLabel} className={styles.root}>
      <div className={styles.header}>
        <span className={cjkLabel}>
          共<span className={styles.total}>{figures.format(counts.total)}</span>条
        </span>
        <span className={`${styles.settled} ${noBreak}`}>已有结果{settledShare(counts)}</span>
      </div>
      <div aria-hidden className={styles.bar}>
        {deliveryParts
          .filter((part) => counts[part] > 0)
          .map((part) => (
            <span
              key={part}
              data-part={part}
              className={styles.segment[part]}
              style={{ flexGrow: counts[part] }}
            />
          ))}
      </div>
      <dl className={styles.legend}>
        {legendOf(counts).map(({ part, count }) => (
          <div key={part} className={styles.line} data-part={part}>
            <dt className={styles.term}>
              <span aria-hidden className={styles.swatch[part]} />
              <span className={cjkLabel}>{deliveryPartLabels[part]}</span>
            </dt>
            <dd className={styles.figure}>
              {figures.format(count)}
              <span className={styles.share}>{shareText(count, counts.total)}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
