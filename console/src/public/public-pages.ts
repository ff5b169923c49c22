import type { ComponentType } from 'react';

type PageModule = { Component: ComponentType };

/**
 * The public pages (spec §2: no session needed), by path below /v2: the build pre-renders each
 * (entry-server.tsx) and the public entry (main.tsx here) hydrates it. `module` is the page's route
 * module as the build's manifest names it.
 */
export const publicPages: Record<
  string,
  {
    module: string;
    load: () => Promise<PageModule>;
  }
> = {
  '/login': {
    module: 'src/features/auth/LoginRoute.tsx',
    load: () => import('../features/auth/LoginRoute.tsx'),
  },
  '/chatbot_login': {
    module: 'src/features/auth/LoginRoute.tsx',
    load: () => import('../features/auth/LoginRoute.tsx'),
  },
  '/manage_login': {
    module: 'src/features/auth/LoginRoute.tsx',
    load: () => import('../features/auth/LoginRoute.tsx'),
  },
  '/register': {
    module: 'src/features/register/RegisterPage.tsx',
    load: () => import('../features/register/RegisterPage.tsx'),
  },
  '/help_center': {
    module: 'src/features/help-center/HelpCenterPage.tsx',
    load: () => import('../features/help-center/HelpCenterPage.tsx'),
  },
};
