import { Spinner } from '@p5g/design-system';
import * as styles from './Layout.css.ts';
import { Brand } from './shell/Brand.tsx';

/**
 * What index.html shows until the console's app has run (build.mjs pre-renders it into #root, and
 * the app's first render replaces it): the header as every page starts it, and a spinner where
 * the page will be, instead of a blank screen while the scripts load (issue 14).
 */
export function LoadingFrame() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Brand />
      </header>
      <main className={styles.main}>
        <div className={styles.loadingPage}>
          <Spinner size="large" />
        </div>
      </main>
    </div>
  );
}
