import '@p5g/tokens/theme.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { basePath } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { routes } from './app/router.tsx';

const router = createBrowserRouter(routes, { basename: basePath });
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <DesignSystemProvider>
      <RouterProvider router={router} />
    </DesignSystemProvider>
  </StrictMode>
);

// The build pre-renders the public pages (entry-server.tsx); the others start empty. The page's
// lazy route module loads before hydration, so the first render matches the pre-rendered HTML.
if (root.hasChildNodes()) {
  void routerReady().then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}

function routerReady() {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
