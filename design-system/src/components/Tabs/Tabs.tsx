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
