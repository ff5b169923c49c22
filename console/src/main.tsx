import '@p5g/tokens/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { basePath } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { routes } from './app/router.tsx';

// The console's app, for every page but the public ones, which come pre-rendered with their own
// small entry (public/main.tsx). It starts in a task of its own after the modules' evaluation,
// rather than lengthening that one: the router's first match (which starts loading the page's
// modules) and the first render.
setTimeout(() => {
  const router = createBrowserRouter(routes, { basename: basePath });
  // The API client signs each call of a session with a nonce and reads each answer with the JSON
  // parser of these modules: at hand for the first call.
  void import('@p5g/api/contract/nonce');
  void import('./lib/json-answers.ts');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <DesignSystemProvider>
        <RouterProvider router={router} />
      </DesignSystemProvider>
    </StrictMode>,
  );
});
