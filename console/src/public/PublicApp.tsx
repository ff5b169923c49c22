import { lazy, Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, Route, Routes, useHref, useLocation, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { basePath } from '@p5g/api/contract';
import { DesignSystemProvider, Link, PageLoading, ToastRegion, message } from '@p5g/design-system';
import * as layout from '../app/Layout.css.ts';
import { LoadingFrame } from '../app/LoadingFrame.tsx';
import { Brand } from '../app/shell/Brand.tsx';
import { onBusy } from '../lib/api.ts';
import { createFailureHandler } from '../lib/failure-handler.ts';
import { pageTitle } from '../lib/navigation-rules.ts';
import { prerenderedPages, routeFor } from '../lib/routes-table.ts';
import { endSession, storedUser } from '../lib/session.ts';

/** The service widget's chunk (with its feedback form) hydrates after the page. */
const ServiceWidget = lazy(async () => ({
  default: (await import('../lib/service-widget/ServiceWidget.tsx')).ServiceWidget,
}));

/** A signed-in user sees the framed pages in the console's own layout (its header and menus). */
const ConsoleLayout = lazy(async () => ({ default: (await import('../app/Layout.tsx')).Layout }));

const pages = prerenderedPages.map(({ path, page, layout }) => ({
  path,
  Page: lazy(async () => ({ default: (await page()).Component })),
  framed: layout,
}));

const isPrerendered = (path: string) => pages.some((page) => page.path === path);

const noGutter = {
  [layout.gutterProperties.start]: '0px',
  [layout.gutterProperties.end]: '0px',
} as CSSProperties;

/** The layout's frame as a signed-out visitor sees it (app/Layout.tsx): the brand and 登录. */
function SignedOutFrame() {
  return (
    <div className={layout.shell} style={noGutter}>
      <header className={layout.header}>
        <Brand />
        <Link href="/login">登录</Link>
      </header>
      <main className={layout.main}>
        <Outlet />
      </main>
      <Suspense>
        <ServiceWidget />
      </Suspense>
    </div>
  );
}

/** Any other page belongs to the console's app: the browser loads it (index.html). */
function OpenInConsole() {
  const { pathname, search } = useLocation();
  useEffect(() => window.location.replace(basePath + pathname + search), [pathname, search]);
  return null;
}

/**
 * The public pages as their own small app: the page, its title, client-side links
 * between the public pages, the one error handler of spec §8, messages and the global spinner,
 * without the console's router, guard and layout, which a successful sign-in loads with the page
 * it opens. `answers`: the API answers the page was pre-rendered with (SWR's fallback).
 */
export function PublicApp({ answers }: { answers?: Record<string, unknown> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = storedUser(localStorage) !== null;
  const [busy, setBusy] = useState(false);
  useEffect(() => onBusy(setBusy), []);
  useEffect(() => {
    document.title = pageTitle(routeFor(pathname)?.title);
  }, [pathname]);
  // Links to the other public pages stay in this app; the console's pages load as pages.
  const goTo = (path: string) =>
    isPrerendered(path.split('?')[0]!) ? navigate(path) : window.location.assign(basePath + path);
  const handleFailure = useMemo(
    () =>
      createFailureHandler({
        showMessage: (text) => message.error(text),
        goTo: (path) => navigate(path, { replace: true }),
        endSession: () => endSession(localStorage),
        // The level prompt (3006) answers only calls a signed-in user makes.
        openUpgradePrompt: (text) => message.error(text),
      }),
    [navigate],
  );
  return (
    <DesignSystemProvider>
      <RouterProvider navigate={goTo} useHref={useHref}>
        <SWRConfig
          value={{ onError: handleFailure, shouldRetryOnError: false, fallback: answers ?? {} }}
        >
          {/* A boundary of its own for each page: while the next page's module loads, nothing shows
              rather than the page being left (a transition kept the filled registration form up
              under the login page's address). A signed-in user's page, drawn anew, shows the loading
              frame meanwhile instead of a blank screen. */}
          <Suspense key={pathname} fallback={signedIn && <LoadingFrame />}>
            <Routes>
              <Route element={signedIn ? <ConsoleLayout /> : <SignedOutFrame />}>
                {pages
                  .filter((page) => page.framed)
                  .map(({ path, Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
              </Route>
              {pages
                .filter((page) => !page.framed)
                .map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
              <Route path="*" element={<OpenInConsole />} />
            </Routes>
          </Suspense>
        </SWRConfig>
        <ToastRegion />
        <PageLoading isLoading={busy} />
      </RouterProvider>
    </DesignSystemProvider>
  );
}
