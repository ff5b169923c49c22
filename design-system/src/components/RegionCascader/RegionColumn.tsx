import { Check } from 'lucide-react';
import { useEffect, type ReactNode, type RefObject } from 'react';
import { ListBox, ListBoxItem, type Key, type ListBoxProps } from 'react-aria-components';
import type { Region } from '@p5g/regions';
import * as styles from './RegionCascader.css.ts';

type RegionColumnProps = Pick<
  ListBoxProps<Region>,
  'aria-label' | 'selectionBehavior' | 'onSelectionChange' | 'onAction'
> & {
  regions: readonly Region[];
  /** The one selected code, or null. */
  selectedCode: string | null;
  emptyText: ReactNode;
  /** The list box element, which is also the scroll container. */
  listRef: RefObject<HTMLDivElement | null>;
  className: string;
  itemClassName: string;
};

/** One column of a region picker: a single-selection list box that shows its choice on open. */
export function RegionColumn({
  regions,
  selectedCode,
  emptyText,
  listRef,
  className,
  itemClassName,
  ...props
}: RegionColumnProps) {
  // RAC scrolls the focused option into view, but the chosen one may sit far down a list that has
  // not been focused yet (海南省 is 21st of 31): centre it when the list appears or the choice moves.
  useEffect(() => {
    // A frame later: RAC fills the list box after its first render.
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const option = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !option) return;
      const bottom = option.offsetTop + option.offsetHeight;
      if (option.offsetTop < list.scrollTop || bottom > list.scrollTop + list.clientHeight) {
        list.scrollTop = option.offsetTop - (list.clientHeight - option.offsetHeight) / 2;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [listRef, selectedCode]);

  return (
    <ListBox
      {...props}
      ref={listRef}
      items={regions}
      selectionMode="single"
      selectedKeys={selectedCode ? [selectedCode] : []}
      renderEmptyState={() => emptyText}
      className={className}
    >
      {(region) => (
        <ListBoxItem id={region.code} textValue={region.name} className={itemClassName}>
          {({ isSelected }) => (
            <>
              <span className={styles.itemText}>{region.name}</span>
              {isSelected && <Check aria-hidden size={14} className={styles.itemIcon} />}
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}

/** The first key of a RAC selection, or null for none. */
export const firstKey = (keys: 'all' | Set<Key>): string | null =>
  keys === 'all' ? null : ((keys.values().next().value as string | undefined) ?? null);
