import { useId, useState, type PointerEvent, type ReactNode } from 'react';
import * as styles from './Card.css.ts';

export const cardVariants = ['outlined', 'elevated'] as const;

export type CardProps = {
  /** Heading of the card; when given, the card is a region named by it. Default none. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** Header actions on the right (links, small buttons). Default none. */
  extra?: ReactNode;
  /** Card content. */
  children?: ReactNode;
  /** Bottom bar, right-aligned (usually buttons). Default none. */
  footer?: ReactNode;
  /** Border or shadow. Default `outlined`. */
  variant?: (typeof cardVariants)[number];
  /** Raises the card under the pointer, for cards in a browsable list. Default `false`. */
  isHoverable?: boolean;
  /**
   * Greys the card out (expired or disabled orders). Say why in its content too, and disable its
   * actions: the grey alone tells nothing to screen readers. Default `false`.
   */
  isDisabled?: boolean;
};

/** A surface grouping one subject: title with actions, content, footer. */
export function Card({
  title,
  headingLevel = 3,
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
  const Root = title != null ? 'section' : 'div';
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
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </Root>
  );
}
