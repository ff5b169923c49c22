import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './Badge.css.ts';
import { formatBadgeCount } from './format-badge-count.ts';

export const badgeTones = ['danger', 'info', 'success', 'warning', 'neutral'] as const;

export type BadgeTone = (typeof badgeTones)[number];

export type BadgeProps = {
  /** 要显示的数字。 */
  count: number;
  /** 超过此值显示为 `{max}+`。默认 `99`。 */
  max?: number;
  /** 填充色；含义由数字表达，色调只表示紧急程度。默认 `danger`。 */
  tone?: BadgeTone;
  /** `count` 为0时仍显示徽标。默认 `false`。 */
  showZero?: boolean;
  /** 读屏软件朗读的内容，代替单纯的数字，如 `` `${n} 条未读消息` ``。默认：显示的数字。 */
  label?: string;
  /** 徽标标注的元素（图标、按钮），徽标位于其右上角。默认无：徽标单独显示。 */
  children?: ReactNode;
};

/** A count, alone or on the corner of an element. */
export function Badge({
  count,
  max = 99,
  tone = 'danger',
  showZero = false,
  label,
  children,
}: BadgeProps) {
  const isShown = count > 0 || showZero;
  const text = formatBadgeCount(count, max);
  const badge = isShown && (
    <span
      className={clsx(styles.count, styles.tone[tone], children != null && styles.corner)}
      data-tone={tone}
    >
      {label ? (
        <>
          <span aria-hidden>{text}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
  if (children == null) return badge || null;
  return (
    <span className={styles.anchor}>
      {children}
      {badge}
    </span>
  );
}

export type DotProps = {
  /** 红点的含义，供读屏软件朗读（不能只靠颜色表达），如 `有未读消息`。 */
  label: string;
  /** 显示红点；为 `false` 时只渲染子元素。默认 `true`。 */
  isVisible?: boolean;
  /** 填充色。默认 `danger`。 */
  tone?: BadgeTone;
  /** 红点标注的元素，红点位于其右上角。默认无：红点单独显示。 */
  children?: ReactNode;
};

/**
 * A small status dot, such as the inbox's unread mark. Put it inside the control it marks
 * (e.g. around the icon in a button) so its label becomes part of that control's name.
 */
export function Dot({ label, isVisible = true, tone = 'danger', children }: DotProps) {
  const dot = isVisible && (
    <>
      <span
        aria-hidden
        className={clsx(styles.dot, styles.tone[tone], children != null && styles.corner)}
        data-tone={tone}
      />
      <span className={visuallyHidden}>{label}</span>
    </>
  );
  if (children == null) return dot || null;
  return (
    <span className={styles.anchor}>
      {children}
      {dot}
    </span>
  );
}
