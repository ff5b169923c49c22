import { Outlet, useLocation } from 'react-router-dom';
import { Link } from '@p5g/design-system';
import { ServiceWidget } from '../features/feedback/index.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { mayOpenPath } from '../lib/navigation-rules.ts';
import { href, routeFor } from '../lib/routes-table.ts';
import {
  moduleOf,
  showsTemplateNote,
  sideMenuFor,
  templateNote,
  topModules,
} from './shell/shell-menus.ts';
import * as styles from './Layout.css.ts';
import { BalanceCard } from './shell/BalanceCard.tsx';
import { InboxLink } from './shell/InboxLink.tsx';
import { ModuleBar } from './shell/ModuleBar.tsx';
import * as shell from './shell/shell.css.ts';
import { SideMenu } from './shell/SideMenu.tsx';
import { TopNav } from './shell/TopNav.tsx';
import { UserCard } from './shell/UserCard.tsx';

/**
 * The frame of the layout pages (spec §2): header with the modules, the inbox and the user card;
 * the current module's sub-tabs and balance; the floating side menu. Users awaiting audit see
 * their e-mail and logout only; visitors of the public pages a login link.
 */
export function Layout() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const routeName = routeFor(pathname)?.name;
  const viewer = user?.userStatus === 1 ? user : null;
  const modules = viewer ? topModules(viewer) : [];
  const module = moduleOf(modules, routeName);

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <a className={styles.brand} href="/v2/pg/tpl_management">
          5G智能平台
        </a>
        {viewer && <TopNav modules={modules} current={module?.name} />}
        {user ? (
          <div className={shell.user}>
            {viewer && <InboxLink isCurrent={routeName === 'pg_information'} />}
            {/* Keyed by page, so the card closes once one of its links is followed. */}
            <UserCard key={pathname} user={user} />
          </div>
        ) : (
          <Link href="/login">登录</Link>
        )}
      </header>
      {module && viewer && (
        <ModuleBar
          module={module}
          routeName={routeName}
          balance={
            module.balanceCategory && (
              <BalanceCard
                category={module.balanceCategory}
                canOrder={mayOpenPath(href('setmeal'), viewer)}
              />
            )
          }
        />
      )}
      <main className={styles.main}>
        {viewer && showsTemplateNote(routeName) && (
          <p role="note" className={shell.note}>
            {templateNote}
          </p>
        )}
        <Outlet />
      </main>
      {viewer && <SideMenu links={sideMenuFor(viewer)} routeName={routeName} />}
      <ServiceWidget />
    </div>
  );
}
