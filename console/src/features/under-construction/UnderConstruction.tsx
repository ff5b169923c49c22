import { useLocation } from 'react-router-dom';
import { routeFor } from '../../lib/routes-table.ts';
import * as styles from './UnderConstruction.css.ts';

/** Pages later issues fill: a plain 建设中 panel inside the real layout, no invented data. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <section className={styles.panel} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        {routeFor(pathname)?.title}
      </h1>
      <p className={styles.note}>该功能正在建设中，敬请期待。</p>
    </section>
  );
}
