import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'cards'] as const;

export type SkeletonProps = {
  /** `text`: lines of a paragraph; `cards`: a grid of card outlines with a heading and lines. Default `text`. */
  shape?: (typeof skeletonShapes)[number];
  /** Lines of text, or per card. Default `3`. */
  lines?: number;
  /** Number of cards of the `cards` shape. Default `4`. */
  count?: number;
  /** Cards per row of the `cards` shape. Default `2`. */
  columns?: number;
  /** What screen readers hear while the content loads. Default `加载中`. */
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
