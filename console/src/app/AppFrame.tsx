import { lazy, Suspense, useLayoutEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ToastRegion, message } from '@p5g/design-system';
import { createFailureHandler } from '../lib/failure-handler.ts';
import { endSession } from '../lib/session.ts';
import { GlobalSpinner } from './GlobalSpinner.tsx';
import { removeLoadingFrame } from './LoadingFrame.tsx';

// A dialog no first screen shows: its module (and the dialog's) loads after the page has rendered.
const UpgradePrompt = lazy(async () => ({
  default: (await import('./shell/UpgradePrompt.tsx')).UpgradePrompt,
}));

/**
 * Around every page: client-side links for design-system links, the one error handler of spec §8
 * for every data request (with the level prompt of 3006), messages, and the global spinner.
 */
export function AppFrame() {
  const navigate = useNavigate();
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);
  useLayoutEffect(removeLoadingFrame, []);
  // One settings object for as long as `navigate` lasts: a new one would re-render every data hook.
  const swrSettings = useMemo(
    () => ({
      onError: createFailureHandler({
        showMessage: (text) => message.error(text),
        goTo: (path) => navigate(path, { replace: true }),
        endSession: () => endSession(localStorage),
        openUpgradePrompt: setUpgradeMessage,
      }),
      shouldRetryOnError: false,
    }),
    [navigate],
  );
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <SWRConfig value={swrSettings}>
        <Outlet />
      </SWRConfig>
      <Suspense fallback={null}>
        <UpgradePrompt message={upgradeMessage} onClose={() => setUpgradeMessage(null)} />
      </Suspense>
      <ToastRegion />
      <GlobalSpinner />
    </RouterProvider>
  );
}
