import { ChevronLeft, ChevronRight, GripVertical } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button as AriaButton,
  DropIndicator,
  GridList,
  GridListItem,
  useDragAndDrop,
} from 'react-aria-components';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { moveItemBy, moveItems } from './sortable-order.ts';
import * as styles from './SortableGrid.css.ts';

export type SortableGridProps<T extends { id: string }> = {
  /** 按当前顺序排列的项目，各带唯一的 `id`。必填。 */
  items: readonly T[];
  /** 以新的顺序调用（拖动放下，或点 前移、后移）。必填。 */
  onReorder: (items: T[]) => void;
  /** 项目的无障碍名称，如“第2页 春季风光.jpg”：用于拖动按钮、前移、后移和移动后的播报。必填。 */
  itemLabel: (item: T) => string;
  /** 项目的内容（图片、标题等）；`index` 从 0 起。必填。 */
  children: (item: T, index: number) => ReactNode;
  /** 每个项目的其他操作（如 设为封面、移除），显示在前移、后移之后。默认无。 */
  actions?: (item: T, index: number) => ReactNode;
  /** 网格的无障碍名称。必填。 */
  'aria-label': string;
  /** 没有项目时显示的内容。默认 `暂无内容`。 */
  emptyState?: ReactNode;
  /** 禁止排序：隐藏拖动与移动按钮。默认 `false`。 */
  isDisabled?: boolean;
};

type PendingFocus = { id: string; direction: 'earlier' | 'later' };

/**
 * A grid of items put in order by the user: by dragging (mouse, touch, or with the keyboard from
 * each item's drag button: Enter picks up, arrows choose the place, Enter drops, Escape cancels —
 * react-aria's drag and drop), or one place at a time with each item's 前移 and 后移 buttons, whose
 * moves are announced. Tab moves into an item's buttons; arrow keys move between items.
 */
export function SortableGrid<T extends { id: string }>({
  items,
  onReorder,
  itemLabel,
  children,
  actions,
  'aria-label': ariaLabel,
  emptyState = '暂无内容',
  isDisabled = false,
}: SortableGridProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The move button to focus once the new order is shown. */
  const pendingFocus = useRef<PendingFocus | null>(null);
  const keyOf = (item: T) => item.id;
  const labelOf = (id: string) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? itemLabel(item) : '';
  };

  const { dragAndDropHooks } = useDragAndDrop<T>({
    isDisabled,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': labelOf(String(key)) })),
    onReorder: ({ keys, target }) => {
      if (target.dropPosition === 'on') return;
      const moving = new Set([...keys].map(String));
      onReorder(moveItems(items, keyOf, moving, String(target.key), target.dropPosition));
    },
    renderDropIndicator: (target) => (
      <DropIndicator target={target} className={styles.dropIndicator} />
    ),
  });

  const move = (item: T, direction: PendingFocus['direction']) => {
    const next = moveItemBy(items, keyOf, item.id, direction === 'earlier' ? -1 : 1);
    const place = next.findIndex((candidate) => candidate.id === item.id);
    onReorder(next);
    setAnnouncement(`“${itemLabel(item)}”已移到第${place + 1}位，共${next.length}项`);
    // At either end the button just pressed is disabled: keep focus on the item's other one.
    const atEnd = direction === 'earlier' ? place === 0 : place === next.length - 1;
    pendingFocus.current = {
      id: item.id,
      direction: atEnd ? (direction === 'earlier' ? 'later' : 'earlier') : direction,
    };
  };

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const focusTarget = () =>
      root.current
        ?.querySelector<HTMLElement>(
          `[data-item-id="${CSS.escape(target.id)}"] [data-move="${target.direction}"]`,
        )
        ?.focus();
    focusTarget();
    // Moving the tile's node in the DOM blurs what it holds, and the grid then puts its own
    // focus back on the row a frame later: the button is focused again after that.
    const frame = requestAnimationFrame(focusTarget);
    return () => cancelAnimationFrame(frame);
  }, [items]);

  return (
    <div ref={root} className={styles.root}>
      <GridList
        aria-label={ariaLabel}
        layout="grid"
        keyboardNavigationBehavior="tab"
        items={items}
        // Each tile's place (its number, which move buttons apply) changes with the order, and
        // what the caller draws in it (a cover mark, a button's state) with the caller's state.
        dependencies={[items, children, actions, itemLabel]}
        dragAndDropHooks={isDisabled ? undefined : dragAndDropHooks}
        renderEmptyState={() => <div className={styles.empty}>{emptyState}</div>}
        className={styles.grid}
      >
        {(item) => {
          const index = items.indexOf(item);
          const label = itemLabel(item);
          return (
            <GridListItem
              id={item.id}
              textValue={label}
              data-item-id={item.id}
              className={styles.item}
            >
              <div className={styles.content}>{children(item, index)}</div>
              {(!isDisabled || actions) && (
                <div className={styles.tools}>
                  {!isDisabled && (
                    <>
                      <AriaButton slot="drag" className={styles.toolButton}>
                        <GripVertical aria-hidden size={16} />
                      </AriaButton>
                      <AriaButton
                        aria-label={`前移“${label}”`}
                        data-move="earlier"
                        isDisabled={index === 0}
                        onPress={() => move(item, 'earlier')}
                        className={styles.toolButton}
                      >
                        <ChevronLeft aria-hidden size={16} />
                      </AriaButton>
                      <AriaButton
                        aria-label={`后移“${label}”`}
                        data-move="later"
                        isDisabled={index === items.length - 1}
                        onPress={() => move(item, 'later')}
                        className={styles.toolButton}
                      >
                        <ChevronRight aria-hidden size={16} />
                      </AriaButton>
                    </>
                  )}
                  {actions && <span className={styles.actions}>{actions(item, index)}</span>}
                </div>
              )}
            </GridListItem>
          );
        }}
      </GridList>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
    </div>
  );
}
