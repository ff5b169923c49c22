import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@p5g/design-system';
import { api } from '../../lib/api.ts';
import { managePages } from '../../lib/routes-table.ts';
import { endSession, storedUser } from '../../lib/session.ts';
import * as styles from './BackOffice.css.ts';

/** The management platform's frame (platform 3): its own navigation, the operator and logout. */
export function BackOfficeFrame({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  const user = storedUser(localStorage);
  const [leaving, setLeaving] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On a narrow screen the sections scroll sideways: the current one is brought into view.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  async function logout() {
    setLeaving(true);
    // The session ends here whatever the server says.
    await api.call('logout').catch(() => undefined);
    navigate(endSession(localStorage), { replace: true });
  }

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <p className={styles.brand}>5G智能平台 · 管理平台</p>
        <nav ref={nav} aria-label="管理平台导航" className={styles.nav}>
          {managePages.map((page) => (
            <NavLink key={page.path} to={page.path} className={styles.navLink}>
              {page.title}
            </NavLink>
          ))}
        </nav>
        <div className={styles.user}>
          <span>{user?.showName}</span>
          <Button variant="text" onPress={logout} isLoading={leaving}>
            退出登录
          </Button>
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
