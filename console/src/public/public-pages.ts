import type { ComponentType } from 'react';

type PageModule = { Component: ComponentType };

type PublicPage = { module: string; load: () => Promise<PageModule> };

/** The three platforms' sign-in pages share one route module (spec §2). */
const loginPage: PublicPage = {
  module: 'src/features/auth/LoginRoute.tsx',
  load: () => import('../features/auth/LoginRoute.tsx'),
};

/**
 * The public pages (spec §2: no session needed), by path below /v2: the build pre-renders each
 * (entry-server.tsx) and the public entry (main.tsx here) hydrates it. `module` is the page's route
 * module as the build's manifest names it.
 */
export const publicPages: Record<string, PublicPage> = {
  '/login': loginPage,
  '/chatbot_login': loginPage,
  '/manage_login': loginPage,
  '/register': {
    module: 'src/features/register/RegisterPage.tsx',
    load: () => import('../features/register/RegisterPage.tsx'),
  },
  '/help_center': {
    module: 'src/features/help-center/HelpCenterPage.tsx',
    load: () => import('../features/help-center/HelpCenterPage.tsx'),
  },
};
