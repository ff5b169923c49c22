import type { Platform } from '@p5g/api/contract';
import { managePages, type ConsoleRoute } from './routes-table.ts';

/** Where an operator lands after signing in: the first management page. */
export const manageLandingPath = managePages[0]!.path;

const isManagePage = (route: Pick<ConsoleRoute, 'audience'>) => route.audience === 'operator';

/**
 * Keeps each platform on its own pages: operators (platform 3) use only the management pages, and
 * nobody else may open them. Returns where to go instead, or null. Public pages are for everyone.
 */
export function platformRedirect(
  platform: Platform | undefined,
  route: Pick<ConsoleRoute, 'audience'> | undefined,
): string | null {
  if (!route || route.audience === 'public' || platform === undefined) return null;
  if (platform === 3) return isManagePage(route) ? null : manageLandingPath;
  return isManagePage(route) ? '/403' : null;
}
