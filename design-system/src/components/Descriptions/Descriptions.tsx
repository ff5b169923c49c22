import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './Descriptions.css.ts';

export const descriptionsColumns = [1, 2, 3] as const;

type Columns = (typeof descriptionsColumns)[number];

export type DescriptionsItem = {
  /** Field name, shown before the value; the colon is added. */
  label: ReactNode;
  /** Field value; `null`, `undefined` and `''` show the empty mark. */
  value?: ReactNode;
  /** Columns the item spans, capped at the list's `columns`. Default `1`. */
  span?: Columns;
  /** Stable identity; needed when labels are not unique strings. Default: the label. */
  id?: string;
};

export type DescriptionsProps = {
  /** The fields to show, in reading order (left to right, then down). */
  items: DescriptionsItem[];
  /** Items per row. Default `3`. */
  columns?: Columns;
  /** Heading above the list. Default none. */
  title?: ReactNode;
  /** Heading level of the title. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Shown for an empty value. Default `-`. */
  emptyMark?: string;
  /** What screen readers hear for an empty value instead of the mark. Default `无`. */
  emptyLabel?: string;
};

/** Label–value pairs of one record, for detail modals and pages (order detail, bill detail). */
export function Descriptions({
  items,
  columns = 3,
  title,
  headingLevel = 3,
  emptyMark = '-',
  emptyLabel = '无',
}: DescriptionsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {title != null && <Heading className={styles.title}>{title}</Heading>}
      <dl className={styles.list({ columns })}>
        {items.map((item, index) => {
          const span = Math.min(item.span ?? 1, columns) as Columns;
          const isEmpty = item.value == null || item.value === '';
          return (
            <div
              key={item.id ?? (typeof item.label === 'string' ? item.label : index)}
              className={styles.item({ span })}
            >
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.value}>
                {isEmpty ? (
                  <>
                    <span aria-hidden>{emptyMark}</span>
                    <span className={visuallyHidden}>{emptyLabel}</span>
                  </>
                ) : (
                  item.value
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
