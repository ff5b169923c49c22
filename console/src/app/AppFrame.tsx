import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PageLoading, ToastRegion, message } from '@p5g/design-system';
import { onBusy } from '../lib/api.ts';
import { createFailureHandler } from '../lib/failure-handler.ts';
import { endSession } from '../lib/session.ts';
import { UpgradePrompt } from './shell/UpgradePrompt.tsx';

/**
 * Around every page: client-side links for design-system links, the one error handler of spec §8
 * for every data request (with the level prompt of 3006), messages, and the global spinner.
 */
export function AppFrame() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [upgradeMessage, setUpgradeMessage] = useState<string | null>(null);
  useEffect(() => onBusy(setBusy), []);
  const handleFailure = useMemo(
    () =>
      createFailureHandler({
        showMessage: (text) => message.error(text),
        goTo: (path) => navigate(path, { replace: true }),
        endSession: () => endSession(localStorage),
        openUpgradePrompt: setUpgradeMessage,
      }),
    [navigate],
  );
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <SWRConfig value={{ onError: handleFailure, shouldRetryOnError: false }}>
        <Outlet />
      </SWRConfig>
      <UpgradePrompt message={upgradeMessage} onClose={() => setUpgradeMessage(null)} />
      <ToastRegion />
      <PageLoading isLoading={busy} />
    </RouterProvider>
  );
}
