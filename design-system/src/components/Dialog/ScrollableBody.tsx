import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Scrolling body of an overlay. When its content overflows it joins the tab order, so keyboard
 * users can scroll it too (WCAG 2.1.1); content that fits adds no tab stop.
 */
export function ScrollableBody({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [isScrollable, setScrollable] = useState(false);

  useEffect(() => {
    const viewport = viewportRef.current;
    const content = contentRef.current;
    if (!viewport || !content) return;
    // Watching both boxes catches the viewport shrinking as well as the content growing.
    const observer = new ResizeObserver(() =>
      setScrollable(viewport.scrollHeight > viewport.clientHeight),
    );
    observer.observe(viewport);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    // A scroll container is operable by keyboard only if it can take focus (axe scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={viewportRef} tabIndex={isScrollable ? 0 : undefined} className={className}>
      <div ref={contentRef}>{children}</div>
    </div>
  );
}
