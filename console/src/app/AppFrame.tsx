import { useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PageLoading, ToastRegion, message } from '@p5g/design-system';
import { onBusy } from '../lib/api.ts';
import { createFailureHandler } from '../lib/failure-handler.ts';
import { endSession } from '../lib/session.ts';

/**
 * Around every page: client-side links for design-system links, the one error handler of spec §8
 * for every data request, messages, and the global spinner.
 */
export function AppFrame() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  useEffect(() => onBusy(setBusy), []);
  const handleFailure = useMemo(
    () =>
      createFailureHandler({
        showMessage: (text) => message.error(text),
        goTo: (path) => navigate(path, { replace: true }),
        endSession: () => endSession(localStorage),
        // The level prompt arrives with the account centre (issue 6); until then, its message.
        openUpgradePrompt: (text) => message.warning(text),
      }),
    [navigate],
  );
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <SWRConfig value={{ onError: handleFailure, shouldRetryOnError: false }}>
        <Outlet />
      </SWRConfig>
      <ToastRegion />
      <PageLoading isLoading={busy} />
    </RouterProvider>
  );
}
