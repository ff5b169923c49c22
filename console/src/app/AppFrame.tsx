import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { PageLoading, ToastRegion } from '@p5g/design-system';
import { onBusy } from '../lib/api.ts';

/** Around every page: client-side links for design-system links, messages, the global spinner. */
export function AppFrame() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  useEffect(() => onBusy(setBusy), []);
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
      <ToastRegion />
      <PageLoading isLoading={busy} />
    </RouterProvider>
  );
}
