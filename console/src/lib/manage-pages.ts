import type { Platform } from '@p5g/api/contract';
import { consoleRoutes, type ConsoleRouteName } from './routes-table.ts';

const manageNames = [
  'manage_orders',
  'manage_registrations',
  'manage_applications',
  'manage_companies',
  'manage_chatbots',
  'manage_templates',
  'manage_tasks',
  'manage_feedback',
  'manage_outbox',
] as const satisfies readonly ConsoleRouteName[];

/** The management platform's pages (platform 3 operators only), in menu order. */
export const managePages = manageNames.map((name) => consoleRoutes.find((r) => r.name === name)!);

/** Where an operator lands after signing in. */
export const manageLandingPath = managePages[0]!.path;

export const isManagePage = (routeName: string) =>
  (manageNames as readonly string[]).includes(routeName);

/**
 * Keeps each platform on its own pages: operators (platform 3) use only the management pages, and
 * nobody else may open them. Returns where to go instead, or null. Public pages are for everyone.
 */
export function platformRedirect(
  platform: Platform | undefined,
  route: { name: string; public: boolean } | undefined,
): string | null {
  if (!route || route.public || platform === undefined) return null;
  if (platform === 3) return isManagePage(route.name) ? null : manageLandingPath;
  return isManagePage(route.name) ? '/403' : null;
}
