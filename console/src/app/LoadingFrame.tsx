import { Spinner } from '@p5g/design-system';
import * as page from '../lib/ui/page.css.ts';
import * as styles from './Layout.css.ts';
import { Brand } from './shell/Brand.tsx';

/** index.html's element that holds the loading frame, beside the app's #root. */
const frameElementId = 'loading-frame';

/**
 * Takes the loading frame away once the app shows its first page (AppFrame, before that page is
 * painted). Until then the frame stays: the router renders nothing while the page's code loads,
 * and the frame's heading stays the page's first large paint rather than being replaced by an
 * identical one.
 */
export const removeLoadingFrame = () => document.getElementById(frameElementId)?.remove();

/**
 * What a console page shows until the console's app has run (build.mjs pre-renders it into
 * index.html's #loading-frame; removeLoadingFrame takes it away): the header as every page starts
 * it, the page's heading where it never changes (`heading` in the routes table), and a spinner
 * where the rest of the page will be, instead of a blank screen while the scripts load.
 */
export function LoadingFrame({ heading }: { heading?: string }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <Brand />
      </header>
      <main className={styles.main}>
        <div className={page.page}>
          {/* The heading's placeholder: assistive technology hears 加载中 until the page, with its
              own heading, is there to be read and used. */}
          {heading && (
            <h1 aria-hidden className={page.title}>
              {heading}
            </h1>
          )}
          <div className={styles.loadingPage}>
            <Spinner size="large" />
          </div>
        </div>
      </main>
    </div>
  );
}
