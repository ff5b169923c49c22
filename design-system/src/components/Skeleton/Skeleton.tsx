import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'cards'] as const;

export type SkeletonProps = {
  /** `text`：段落的文字行；`cards`：卡片轮廓网格，每张带标题和文字行。默认 `text`。 */
  shape?: (typeof skeletonShapes)[number];
  /** 文字行数（`cards` 时为每张卡片的行数）。默认 `3`。 */
  lines?: number;
  /** `cards` 形状的卡片数量。默认 `4`。 */
  count?: number;
  /** `cards` 形状每行的卡片数。默认 `2`。 */
  columns?: number;
  /** 内容加载时读屏软件朗读的内容。默认 `加载中`。 */
  label?: string;
};

/**
 * A placeholder in the shape of content that is loading (cards, paragraphs), so the page does not
 * jump when it arrives. Marked busy, with a spoken label; the pulse stops under reduced motion.
 */
export function Skeleton({
  shape = 'text',
  lines = 3,
  count = 4,
  columns = 2,
  label = '加载中',
}: SkeletonProps) {
  const textLines = Array.from({ length: lines }, (_, index) => (
    <span key={index} aria-hidden className={styles.line} />
  ));
  return (
    <div aria-busy className={styles.root} data-shape={shape}>
      <span className={visuallyHidden}>{label}</span>
      {shape === 'text' ? (
        textLines
      ) : (
        <div className={styles.grid} style={{ ['--skeleton-columns' as string]: String(columns) }}>
          {Array.from({ length: count }, (_, index) => (
            <div key={index} aria-hidden className={styles.card}>
              <span className={styles.heading} />
              {textLines}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
