import { Link } from 'react-aria-components';
import type { TopModule } from './shell-menus.ts';
import * as styles from './shell.css.ts';

/** The header's modules (spec §2); the module of the current page is marked. */
export function TopNav({ modules, current }: { modules: TopModule[]; current?: string }) {
  return (
    <nav aria-label="业务导航" className={styles.topNav}>
      <ul className={styles.topNavList}>
        {modules.map((module) => (
          <li key={module.name}>
            <Link
              href={module.path}
              className={styles.topNavLink}
              aria-current={module.name === current ? 'true' : undefined}
            >
              {module.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
