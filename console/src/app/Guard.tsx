import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { basePath } from '@p5g/api/contract';
import { loginPathOf, storedUser } from '../lib/session.ts';
import { platformRedirect } from '../lib/manage-pages.ts';
import { guardRedirect, pageTitle } from '../lib/navigation-rules.ts';
import { isLandingPath, redirectFor, routeFor } from '../lib/routes-table.ts';

/** Full-page navigation to a page of the landing app (a different single-page app). */
function LeaveForLanding({ to }: { to: string }) {
  useEffect(() => window.location.replace(basePath + to), [to]);
  return null;
}

/**
 * Runs before every page (spec §2): redirects, unnamed routes to /404, each platform on its own
 * pages, pages that need a session to the login page, pages the permission rule refuses to /403
 * (an account awaiting audit to the page saying so), and the page title.
 */
export function Guard() {
  const { pathname } = useLocation();
  const route = routeFor(pathname);
  const user = storedUser(localStorage);

  useEffect(() => {
    document.title = pageTitle(route?.title);
  }, [route]);

  const redirect = redirectFor(pathname);
  if (redirect) {
    return isLandingPath(redirect) ? (
      <LeaveForLanding to={redirect} />
    ) : (
      <Navigate to={redirect} replace />
    );
  }
  const elsewhere = platformRedirect(user?.platform, route);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  if (route && route.audience !== 'public' && !user)
    return <Navigate to={loginPathOf[1]} replace />;
  // Unnamed pages, and the API's own permission rule on the page.
  const denied = guardRedirect(route, user);
  if (denied) return <Navigate to={denied} replace />;
  return <Outlet />;
}
