import { useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Link, NavigationMenu, type NavigationMenuSection } from '@p5g/design-system';
import { compactQuery } from '@p5g/tokens';
import { ServiceWidget } from '../lib/service-widget/ServiceWidget.tsx';
import { useCurrentUser } from '../lib/current-user.ts';
import { mayOpenPath } from '../lib/navigation-rules.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { href, routeFor } from '../lib/routes-table.ts';
import {
  activeSideEntry,
  moduleOf,
  showsTemplateNote,
  sideMenuFor,
  templateNote,
  topModules,
  type ShellLink,
  type TopModule,
} from './shell/shell-menus.ts';
import * as styles from './Layout.css.ts';
import { BalanceCard } from './shell/BalanceCard.tsx';
import { Brand } from './shell/Brand.tsx';
import { HelpLink } from './shell/HelpLink.tsx';
import { InboxLink } from './shell/InboxLink.tsx';
import { ModuleBar } from './shell/ModuleBar.tsx';
import * as shell from './shell/shell.css.ts';
import { SideMenu } from './shell/SideMenu.tsx';
import { sideMenuIcon } from './shell/side-menu-icons.ts';
import type { Gutter } from './shell/side-menu-position.ts';
import { TopNav } from './shell/TopNav.tsx';
import { UserCard } from './shell/UserCard.tsx';

/** The header's modules and the side menu as the phone's menu shows them. */
function phoneNavigation(
  modules: TopModule[],
  current: string | undefined,
  sideLinks: ShellLink[],
  routeName: string | undefined,
): NavigationMenuSection[] {
  const activeSide = activeSideEntry(sideLinks, routeName);
  return [
    {
      title: '业务导航',
      links: modules.map((m) => ({
        id: m.name,
        title: m.title,
        href: m.path,
        isCurrent: m.name === current,
      })),
    },
    {
      title: '快捷菜单',
      links: sideLinks.map((link) => {
        const Icon = sideMenuIcon(link.name);
        return {
          id: link.name,
          title: link.title,
          href: link.path,
          icon: <Icon aria-hidden size={18} />,
          isCurrent: link.name === activeSide,
        };
      }),
    },
  ];
}

/**
 * The frame of the layout pages (spec §2): header with the modules, the inbox and the user card;
 * the current module's sub-tabs and balance; the floating side menu, whose gutter the content keeps
 * clear. Below the desktop width the modules and the side menu fold into a menu button. Users
 * awaiting audit see their e-mail and logout only; visitors of the public pages a login link.
 */
export function Layout() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const routeName = routeFor(pathname)?.name;
  const viewer = user?.userStatus === 1 ? user : null;
  const modules = viewer ? topModules(viewer) : [];
  const module = moduleOf(modules, routeName);
  const sideLinks = viewer ? sideMenuFor(viewer) : [];
  const [gutter, setGutter] = useState<Gutter>({ start: 0, end: 0 });
  // Only the navigation the width shows is rendered: on a phone the page's first render has no
  // hidden header modules or side menu to build (the side menu would measure itself and re-render
  // the frame with its gutter).
  const compact = useMediaQuery(compactQuery);
  const gutterStyle = {
    [styles.gutterProperties.start]: `${gutter.start}px`,
    [styles.gutterProperties.end]: `${gutter.end}px`,
  } as CSSProperties;

  return (
    <div className={styles.shell} style={gutterStyle}>
      <header className={styles.header}>
        {viewer && compact && (
          <div className={styles.menuButton}>
            <NavigationMenu
              sections={phoneNavigation(modules, module?.name, sideLinks, routeName)}
            />
          </div>
        )}
        <Brand />
        {viewer && !compact && <TopNav modules={modules} current={module?.name} />}
        {user ? (
          <div className={shell.user}>
            <HelpLink />
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
          className={styles.moduleBarGutter}
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
      {viewer && !compact && (
        <SideMenu links={sideLinks} routeName={routeName} onGutterChange={setGutter} />
      )}
      <ServiceWidget />
    </div>
  );
}
