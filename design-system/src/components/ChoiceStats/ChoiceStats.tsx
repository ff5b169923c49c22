import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Empty } from '../Empty/Empty.tsx';
import { choiceShares, type ChoiceCount } from './choice-shares.ts';
import * as styles from './ChoiceStats.css.ts';

export type ChoiceStatsProps = {
  /** 问题的标题，也是图表的标题。必填。 */
  title: string;
  /** 各选项（或评分的各分值）及选择它的人数，按显示顺序。 */
  items: readonly ChoiceCount[];
  /** 回答了这个问题的人数：各选项占比的分母。 */
  answered: number;
  /** 人数的单位。默认 `人`。 */
  unit?: string;
  /** 标题的标题级别，与页面大纲一致。默认 `3`。 */
  headingLevel?: 2 | 3 | 4;
};

/** The bars' drawing width in viewBox units; the SVG stretches to its cell. */
const barWidth = 100;

/**
 * How the answers to one choice or rating question are spread: each option with its count and its
 * share of those who answered, as a bar. One table, so a screen reader reads the same figures.
 */
export function ChoiceStats({
  title,
  items,
  answered,
  unit = '人',
  headingLevel = 3,
}: ChoiceStatsProps) {
  const Heading = `h${headingLevel}` as const;
  const { rows, peak } = choiceShares(items, answered);
  const x = scaleLinear<number>({ domain: [0, Math.max(1, peak)], range: [0, barWidth] });
  return (
    <section className={styles.root} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.meta}>
        {answered}
        {unit}回答
      </p>
      {answered === 0 ? (
        <Empty size="small" description="暂无回答" />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.labelCell}>
                选项
              </th>
              <th scope="col" className={styles.barCell}>
                <span className={visuallyHidden}>占比图</span>
              </th>
              <th scope="col" className={styles.valueCell}>
                人数（占比）
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={styles.labelCell}>
                  {row.label}
                </th>
                <td className={styles.barCell}>
                  <svg
                    className={styles.bar}
                    aria-hidden
                    viewBox={`0 0 ${barWidth} 12`}
                    preserveAspectRatio="none"
                  >
                    <Bar className={styles.barTrack} x={0} y={0} width={barWidth} height={12} />
                    <Bar className={styles.barFill} x={0} y={0} width={x(row.count)} height={12} />
                  </svg>
                </td>
                <td className={styles.valueCell}>
                  {row.count}
                  {unit}（{row.percent}%）
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
