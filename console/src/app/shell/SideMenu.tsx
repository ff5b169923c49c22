import { ChevronsLeft, ChevronsRight, GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-aria-components';
import { Tooltip } from '@p5g/design-system';
import { activeSideEntry, type ShellLink } from './shell-menus.ts';
import { sideMenuIcon } from './side-menu-icons.ts';
import { storageKeys } from '../../lib/session.ts';
import {
  clampPosition,
  defaultPosition,
  gutterOf,
  keyMove,
  parsePosition,
  type Gutter,
  type Position,
  type Size,
} from './side-menu-position.ts';
import * as styles from './shell.css.ts';

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The floating side menu (spec §2): starts folded (icons with a tooltip each, 100 ms), unfolds to
 * show labels, and can be dragged by its handle with the pointer or moved with the arrow keys.
 * Its place is kept in local storage under `sideMenuPosition` until the session ends. It reports
 * the gutter the page must keep clear beside it (`onGutterChange`), folded or unfolded.
 */
export function SideMenu({
  links,
  routeName,
  onGutterChange,
}: {
  links: ShellLink[];
  routeName?: string;
  onGutterChange: (gutter: Gutter) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const [folded, setFolded] = useState(true);
  const [wanted, setWanted] = useState(() =>
    parsePosition(localStorage.getItem(storageKeys.sideMenuPosition)),
  );
  const [menuSize, setMenuSize] = useState<Size | null>(null);
  const [viewportSize, setViewportSize] = useState(viewport);
  const drag = useRef<{ pointerX: number; pointerY: number; from: Position } | null>(null);
  const active = activeSideEntry(links, routeName);

  // The menu's size (it changes as it folds) and the window's: the place is kept inside both.
  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => {
      const { width, height } = entry!.target.getBoundingClientRect();
      setMenuSize({ width, height });
    });
    observer.observe(ref.current!);
    const onResize = () => setViewportSize(viewport());
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const fit = (position: Position | null) =>
    menuSize &&
    clampPosition(position ?? defaultPosition(viewportSize, menuSize), viewportSize, menuSize);
  const position = fit(wanted);
  const gutter = position && menuSize ? gutterOf(position, viewportSize, menuSize) : null;
  const [gutterStart, gutterEnd] = [gutter?.start, gutter?.end];

  useEffect(() => {
    if (gutterStart !== undefined && gutterEnd !== undefined)
      onGutterChange({ start: gutterStart, end: gutterEnd });
  }, [gutterStart, gutterEnd, onGutterChange]);

  function place(next: Position) {
    const fitted = fit(next);
    if (!fitted) return;
    setWanted(fitted);
    localStorage.setItem(storageKeys.sideMenuPosition, JSON.stringify(fitted));
  }

  function startDrag(event: PointerEvent<HTMLButtonElement>) {
    if (!position) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, from: position };
  }

  function moveDrag(event: PointerEvent<HTMLButtonElement>) {
    const start = drag.current;
    if (!start) return;
    setWanted(
      fit({
        x: start.from.x + event.clientX - start.pointerX,
        y: start.from.y + event.clientY - start.pointerY,
      }),
    );
  }

  function endDrag() {
    if (!drag.current || !position) return;
    drag.current = null;
    place(position);
  }

  function moveByKey(event: KeyboardEvent<HTMLButtonElement>) {
    const delta = keyMove(event.key, event.shiftKey);
    if (!delta || !position) return;
    event.preventDefault();
    place({ x: position.x + delta.x, y: position.y + delta.y });
  }

  return (
    <nav
      ref={ref}
      aria-label="快捷菜单"
      className={styles.sideMenu}
      data-folded={folded || undefined}
      style={position ? { left: position.x, top: position.y } : { visibility: 'hidden' }}
    >
      <button
        type="button"
        className={styles.sideHandle}
        aria-label="移动快捷菜单"
        aria-describedby="side-menu-move-hint"
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={moveByKey}
      >
        <GripVertical aria-hidden size={16} />
      </button>
      <span id="side-menu-move-hint" hidden>
        拖动或按方向键移动位置
      </span>
      <ul id="side-menu-items" className={styles.sideList}>
        {links.map((link) => {
          const Icon = sideMenuIcon(link.name);
          const item = (
            <Link
              href={link.path}
              className={styles.sideLink}
              aria-label={folded ? link.title : undefined}
              aria-current={link.name === active ? 'page' : undefined}
            >
              <Icon aria-hidden size={18} />
              {!folded && <span>{link.title}</span>}
            </Link>
          );
          return (
            <li key={link.name}>
              {folded ? (
                <Tooltip content={link.title} placement="left">
                  {item}
                </Tooltip>
              ) : (
                item
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={styles.sideFold}
        aria-expanded={!folded}
        aria-controls="side-menu-items"
        onClick={() => setFolded((f) => !f)}
      >
        {folded ? <ChevronsLeft aria-hidden size={16} /> : <ChevronsRight aria-hidden size={16} />}
        <span className={folded ? styles.visuallyHidden : undefined}>
          {folded ? '展开菜单' : '收起菜单'}
        </span>
      </button>
    </nav>
  );
}
