import { useId, useState, type PointerEvent, type ReactNode } from 'react';
import * as styles from './Card.css.ts';

export const cardVariants = ['outlined', 'elevated'] as const;

export type CardProps = {
  /** 卡片标题；提供时卡片以它命名（区域或文章，见 `element`）。默认无。 */
  title?: ReactNode;
  /** 标题的标题级别，与页面大纲一致。默认 `3`。 */
  headingLevel?: 2 | 3 | 4;
  /**
   * 有标题时的元素：`section` 是以标题命名的区域地标，名称须在页面中唯一；列表中的同类卡片（名称可能
   * 相同，如两个同名模板）用 `article`，它不是地标，同名无妨。默认 `section`。
   */
  element?: 'section' | 'article';
  /** 标题栏右侧的操作（链接、小按钮）。默认无。 */
  extra?: ReactNode;
  /** 卡片内容。 */
  children?: ReactNode;
  /** 底部操作栏，右对齐（通常为按钮）。默认无。 */
  footer?: ReactNode;
  /** 边框或阴影。默认 `outlined`。 */
  variant?: (typeof cardVariants)[number];
  /** 鼠标悬停时卡片浮起，用于可浏览的卡片列表。默认 `false`。 */
  isHoverable?: boolean;
  /**
   * 卡片置灰（已过期或已停用的订单）。请在内容中说明原因并禁用其操作：仅靠灰色无法告知读屏软件用户
   * 。默认 `false`。
   */
  isDisabled?: boolean;
};

/** A surface grouping one subject: title with actions, content, footer. */
export function Card({
  title,
  headingLevel = 3,
  element = 'section',
  extra,
  children,
  footer,
  variant = 'outlined',
  isHoverable = false,
  isDisabled = false,
}: CardProps) {
  const titleId = useId();
  const [isHovered, setHovered] = useState(false);
  const canHover = isHoverable && !isDisabled;
  // Mouse only, as RAC's hover: a tap would otherwise leave the card raised.
  const onPointerEnter = (event: PointerEvent) => setHovered(event.pointerType === 'mouse');
  const Heading = `h${headingLevel}` as const;
  const hasHeader = title != null || extra != null;
  const Root = title != null ? element : 'div';
  return (
    <Root
      aria-labelledby={title != null ? titleId : undefined}
      className={styles.card({ variant })}
      data-variant={variant}
      data-hoverable={canHover || undefined}
      data-hovered={(canHover && isHovered) || undefined}
      onPointerEnter={canHover ? onPointerEnter : undefined}
      onPointerLeave={canHover ? () => setHovered(false) : undefined}
      data-disabled={isDisabled || undefined}
    >
      {hasHeader && (
        <div className={styles.header}>
          {title != null && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {extra != null && <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      <div className={styles.body}>{children}</div>
      {/* Nothing to show (`undefined`, or the `false` of `cond && …`): no empty bordered strip. */}
      {footer != null && footer !== false && <div className={styles.footer}>{footer}</div>}
    </Root>
  );
}
