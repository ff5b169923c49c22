import { Menu } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { Drawer } from '../Drawer/Drawer.tsx';
import * as styles from './NavigationMenu.css.ts';

export type NavigationMenuLink = {
  /** 链接的唯一键。必填。 */
  id: string;
  /** 链接文字。必填。 */
  title: string;
  /** 目标地址，由应用的路由处理。必填。 */
  href: string;
  /** 链接前的图标（装饰性）。默认无。 */
  icon?: ReactNode;
  /** 当前页面所在的链接：高亮并标记为 `aria-current`。默认 `false`。 */
  isCurrent?: boolean;
};

export type NavigationMenuSection = {
  /** 分组标题，也是该组导航的无障碍名称。必填。 */
  title: string;
  /** 该组的链接，按显示顺序。必填。 */
  links: NavigationMenuLink[];
};

export type NavigationMenuProps = {
  /** 抽屉里的导航分组（如顶部业务导航、快捷菜单）。必填。 */
  sections: NavigationMenuSection[];
  /** 菜单按钮的无障碍名称，也是抽屉的标题。默认 `菜单`。 */
  label?: string;
};

/**
 * The navigation of a narrow screen: a menu button that opens the page's navigation groups (the
 * header's modules, the side menu) in a drawer. Following a link closes the drawer; Esc and ×
 * close it and return focus to the button. Show it where the full navigation no longer fits and
 * hide that navigation there.
 */
export function NavigationMenu({ sections, label = '菜单' }: NavigationMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <AriaButton
        className={styles.trigger}
        aria-label={label}
        aria-expanded={isOpen}
        onPress={() => setOpen(true)}
      >
        <Menu aria-hidden size={22} />
      </AriaButton>
      <Drawer title={label} isOpen={isOpen} onOpenChange={setOpen}>
        <div className={styles.sections}>
          {sections.map((section, index) => (
            <nav key={section.title} aria-labelledby={`${id}-${index}`}>
              <h3 id={`${id}-${index}`} className={styles.sectionTitle}>
                {section.title}
              </h3>
              <ul className={styles.list}>
                {section.links.map((link) => (
                  <li key={link.id}>
                    <Link
                      href={link.href}
                      className={styles.link}
                      aria-current={link.isCurrent ? 'page' : undefined}
                      onPress={() => setOpen(false)}
                    >
                      {link.icon}
                      <span>{link.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Drawer>
    </>
  );
}
