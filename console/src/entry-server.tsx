import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { basePath } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { routes } from './app/router.tsx';

/**
 * The public pages the build pre-renders (spec §2: no session needed), by path below /v2, each with
 * the module of its route (router.tsx), whose styles and scripts the page's HTML names at once.
 */
export const prerenderedPages = {
  '/login': 'src/features/auth/LoginRoute.tsx',
  '/chatbot_login': 'src/features/auth/LoginRoute.tsx',
  '/manage_login': 'src/features/auth/LoginRoute.tsx',
  '/register': 'src/features/register/RegisterPage.tsx',
  '/help_center': 'src/features/help-center/HelpCenterPage.tsx',
} as const;

/** Storage as a signed-out visitor's browser has it: empty (the guard and pages read it). */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** The HTML of a public page as a signed-out visitor first sees it (build time only). */
export async function renderPage(page: keyof typeof prerenderedPages): Promise<string> {
  globalThis.localStorage ??= emptyStorage();
  const handler = createStaticHandler(routes, { basename: basePath });
  const context = await handler.query(new Request(`http://localhost${basePath}${page}`));
  if (context instanceof Response) throw new Error(`${page} redirects when pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DesignSystemProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </DesignSystemProvider>
    </StrictMode>,
    // One piece: React otherwise outlines large boundaries to be moved in by inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  // Outlined parts would need inline scripts to move them in, which the server's CSP refuses.
  if (html.includes('<script')) throw new Error(`the pre-rendered ${page} needs inline scripts`);
  return html;
}
