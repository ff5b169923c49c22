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
 * Runs before every page (spec §2): redirects, unnamed routes to /404, the service permission to
 * /403, pages that need a session to the login page of the user's platform, and the page title.
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
  const denied = guardRedirect({
    routeName: route?.name,
    authMenuList: user?.authMenuList ?? null,
  });
  if (denied) return <Navigate to={denied} replace />;
  const elsewhere = platformRedirect(user?.platform, route);
  if (elsewhere) return <Navigate to={elsewhere} replace />;
  if (route && !route.public && !user) return <Navigate to={loginPathOf[1]} replace />;
  return <Outlet />;
}
