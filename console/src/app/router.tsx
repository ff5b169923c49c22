import type { RouteObject } from 'react-router-dom';
import { consoleRoutes, type ConsoleRoute } from '../lib/routes-table.ts';
import { AppFrame } from './AppFrame.tsx';
import { Guard } from './Guard.tsx';

/** A route of the table, its page module loaded on demand. */
const routeOf = (route: ConsoleRoute): RouteObject => ({ path: route.path, lazy: route.page });

/**
 * The console's routes under basename /v2. main.tsx makes the browser's router from them, and the
 * build pre-renders the public pages from them (entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      {
        element: <Guard />,
        children: [
          ...consoleRoutes.filter((r: ConsoleRoute) => r.layout === false).map(routeOf),
          {
            // Loaded beside the page's module rather than before it: the entry keeps only what
            // every page needs (the header, menus and balance card are the layout pages').
            lazy: async () => ({ Component: (await import('./Layout.tsx')).Layout }),
            children: consoleRoutes.filter((r: ConsoleRoute) => r.layout !== false).map(routeOf),
          },
          // Anything else: the guard finds no route name and sends the user to /404.
          { path: '*', element: null },
        ],
      },
    ],
  },
];
