import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { isCurrent, type TopModule } from './shell-menus.ts';
import * as styles from './shell.css.ts';

type Props = { module: TopModule; routeName?: string; balance?: ReactNode };

/** Under the header: the module's sub-tabs (spec §2) and, for modules with one, its balance card. */
export function ModuleBar({ module, routeName, balance }: Props) {
  return (
    <div className={styles.moduleBar}>
      {module.tabs.length > 0 && (
        <nav aria-label={`${module.title}栏目`}>
          <ul className={styles.tabList}>
            {module.tabs.map((tab) => (
              <li key={tab.name}>
                <Link
                  href={tab.path}
                  className={styles.tabLink}
                  aria-current={isCurrent(tab, routeName) ? 'page' : undefined}
                >
                  {tab.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {balance}
    </div>
  );
}
