import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ContextType,
  type ReactNode,
} from 'react';
import { mergeProps, useFocusRing, useTabPanel } from 'react-aria';
import {
  Provider,
  Tab,
  TabList,
  TabListStateContext,
  Tabs as AriaTabs,
  TabsContext,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

export const tabsVariants = ['line', 'card'] as const;

export type TabItem = {
  /** 标签页的键；`selectedKey` 和 `onSelectionChange` 使用它（如路由片段）。 */
  id: Key;
  /** 标签页上的文字。 */
  title: ReactNode;
  /** 面板内容，除非由 `children` 渲染。默认无。 */
  content?: ReactNode;
  /** 标签页置灰，不能选择，方向键跳过它。默认 `false`。 */
  isDisabled?: boolean;
};

export type TabsProps<T extends TabItem> = Omit<
  AriaTabsProps,
  'className' | 'style' | 'children' | 'orientation'
> & {
  /** 以数据提供的标签页。 */
  items: readonly T[];
  /** 渲染某一项的面板。默认：该项的 `content`。 */
  children?: (item: T) => ReactNode;
  /** `line` 在选中的标签页下加横线；`card` 把标签页画成文件夹卡片，用于页面级分区。默认 `line`。 */
  variant?: (typeof tabsVariants)[number];
  /** 没有可见标题命名时，标签列表的无障碍名称。默认无。 */
  'aria-label'?: string;
  /** 命名标签列表的可见标题的 id。默认无。 */
  'aria-labelledby'?: string;
};

/**
 * Whether a scroll container has more content past its start and its end edges. Measured when the
 * resize observer reports (first just after the container is laid out) and on scroll, when layout
 * is up to date: never as it mounts, which would force the page's layout early.
 */
function useOverflowEdges<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // A pixel of slack: zoomed layouts report fractional scroll positions.
      setEdges({ start: element.scrollLeft > 1, end: element.scrollLeft < hidden - 1 });
    };
    element.addEventListener('scroll', update, { passive: true });
    const resizes = new ResizeObserver(update);
    resizes.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      resizes.disconnect();
    };
  }, []);
  return [ref, edges] as const;
}

export function Tabs<T extends TabItem>({
  items,
  children,
  variant = 'line',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  ...props
}: TabsProps<T>) {
  const [listRef, edges] = useOverflowEdges<HTMLDivElement>();
  // Brings the chosen tab wholly into view, clear of the scroll buttons: on first show, when the
  // app changes the selection, and when a partly hidden tab is clicked (the arrow keys scroll by
  // themselves). Only the list scrolls, never the page.
  const revealSelected = useCallback(() => {
    const list = listRef.current;
    const tab = list?.querySelector('[aria-selected="true"]');
    if (!list || !tab) return;
    const [box, shown] = [tab.getBoundingClientRect(), list.getBoundingClientRect()];
    const clearance = 32;
    if (box.left < shown.left) list.scrollLeft -= shown.left - box.left + clearance;
    else if (box.right > shown.right) list.scrollLeft += box.right - shown.right + clearance;
  }, [listRef]);
  // In the next frame, whose layout is due anyway: measuring as the tabs mount would force it.
  useEffect(() => {
    const frame = requestAnimationFrame(revealSelected);
    return () => cancelAnimationFrame(frame);
  }, [revealSelected, props.selectedKey]);
  // Pointer shortcuts only: the arrow keys already move along the tabs and scroll to the focused one.
  const scrollButton = (edge: 'start' | 'end') =>
    edges[edge] && (
      <button
        type="button"
        tabIndex={-1}
        aria-hidden
        data-edge={edge}
        className={styles.scrollButton}
        onClick={() => {
          const list = listRef.current!;
          list.scrollBy({ left: (edge === 'start' ? -0.8 : 0.8) * list.clientWidth });
        }}
      >
        {edge === 'start' ? <ChevronLeft size={16} /> : <ChevronRight size={16} />}
      </button>
    );
  return (
    <AriaTabs
      {...props}
      onSelectionChange={(key) => {
        props.onSelectionChange?.(key);
        requestAnimationFrame(revealSelected);
      }}
      data-variant={variant}
      className={styles.tabs}
    >
      <div className={styles.tabBar}>
        {scrollButton('start')}
        <TabList
          ref={listRef}
          items={items}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledby}
          className={styles.tabList}
        >
          {(item) => (
            <Tab id={item.id} isDisabled={item.isDisabled} className={styles.tab}>
              {item.title}
            </Tab>
          )}
        </TabList>
        {scrollButton('end')}
      </div>
      <SelectedPanel items={items}>{children}</SelectedPanel>
    </AriaTabs>
  );
}

/**
 * The selected tab's panel, rendered afresh from `children` on each render: not a `TabPanels`
 * collection, which caches each rendered panel, so a `children` function reading outside state
 * would go stale. Not React Aria's `TabPanel` either: as it mounts, that reads the panel's
 * animations (a forced style and layout of the whole new page) and renders it a second time, for
 * entry animations these panels do not have.
 */
function SelectedPanel<T extends TabItem>({
  items,
  children,
}: {
  items: readonly T[];
  children?: (item: T) => ReactNode;
}) {
  // Null in React Aria's first pass over the children, which only gathers the tabs.
  const state = useContext(TabListStateContext);
  const item = state && items.find(({ id }) => id === state.selectedKey);
  return item ? (
    <Panel key={item.id} id={item.id} state={state}>
      {children ? children(item) : item.content}
    </Panel>
  ) : null;
}

function Panel({
  id,
  state,
  children,
}: {
  id: Key;
  state: NonNullable<ContextType<typeof TabListStateContext>>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({ id }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(tabPanelProps, focusProps)}
      ref={ref}
      className={styles.panel}
      data-focus-visible={isFocusVisible || undefined}
    >
      {/* Tabs inside the panel are their own, not this one's. */}
      <Provider
        values={[
          [TabsContext, null],
          [TabListStateContext, null],
        ]}
      >
        {children}
      </Provider>
    </div>
  );
}
