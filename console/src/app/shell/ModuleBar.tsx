import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { isCurrent, type TopModule } from './shell-menus.ts';
import * as styles from './shell.css.ts';

type Props = { module: TopModule; routeName?: string; balance?: ReactNode; className?: string };

/**
 * Under the header: the module's sub-tabs (spec §2) and, for modules with one, its balance card.
 * A module with neither has no bar (no empty band under the header).
 */
export function ModuleBar({ module, routeName, balance, className }: Props) {
  if (module.tabs.length === 0 && !balance) return null;
  return (
    <div className={`${styles.moduleBar} ${className ?? ''}`}>
      {module.tabs.length > 0 && (
        <nav aria-label={`${module.title}栏目`} className={styles.tabNav}>
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
