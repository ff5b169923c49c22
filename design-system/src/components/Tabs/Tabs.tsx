import type { ReactNode } from 'react';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css.ts';

export const tabsVariants = ['line', 'card'] as const;

export type TabItem = {
  /** Key of the tab; `selectedKey` and `onSelectionChange` use it (e.g. the route segment). */
  id: Key;
  /** Label on the tab. */
  title: ReactNode;
  /** Content of the panel, unless `children` renders it. Default none. */
  content?: ReactNode;
  /** Shows the tab greyed out; it cannot be chosen and the arrow keys skip it. Default `false`. */
  isDisabled?: boolean;
};

export type TabsProps<T extends TabItem> = Omit<
  AriaTabsProps,
  'className' | 'style' | 'children' | 'orientation'
> & {
  /** The tabs as data. */
  items: readonly T[];
  /** Renders the panel of an item. Default: the item's `content`. */
  children?: (item: T) => ReactNode;
  /** `line` underlines the chosen tab; `card` draws tabs as folder cards for page-level sections. Default `line`. */
  variant?: (typeof tabsVariants)[number];
  /** Accessible name of the tab list, when no visible heading names it. Default none. */
  'aria-label'?: string;
  /** Id of a visible heading that names the tab list. Default none. */
  'aria-labelledby'?: string;
};

export function Tabs<T extends TabItem>({
  items,
  children,
  variant = 'line',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  ...props
}: TabsProps<T>) {
  return (
    <AriaTabs {...props} data-variant={variant} className={styles.tabs}>
      <TabList
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
      {/* Plain panels, not a TabPanels collection: that caches each rendered panel per item, so a
          `children` function reading outside state would go stale. */}
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {children ? children(item) : item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
