import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './Descriptions.css.ts';

export const descriptionsColumns = [1, 2, 3] as const;

type Columns = (typeof descriptionsColumns)[number];

export type DescriptionsItem = {
  /** 字段名，显示在值之前；冒号自动添加。 */
  label: ReactNode;
  /** 字段值；`null`、`undefined` 和 `''` 显示空值符号。 */
  value?: ReactNode;
  /** 该项跨越的列数，不超过列表的 `columns`。默认 `1`。 */
  span?: Columns;
  /** 稳定标识；标签不是唯一字符串时需要。默认：标签。 */
  id?: string;
};

export type DescriptionsProps = {
  /** 要显示的字段，按阅读顺序（先从左到右，再向下）。 */
  items: DescriptionsItem[];
  /** 每行的项数。默认 `3`。 */
  columns?: Columns;
  /** 列表上方的标题。默认无。 */
  title?: ReactNode;
  /** 标题的标题级别。默认 `3`。 */
  headingLevel?: 2 | 3 | 4;
  /** 空值显示的符号。默认 `-`。 */
  emptyMark?: string;
  /** 空值时读屏软件朗读的内容，代替符号。默认 `无`。 */
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
