import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { Button, Link } from '@p5g/design-system';
import { api } from '../lib/api.ts';
import { useUserInfo } from '../lib/queries/user-info.ts';
import { endSession, storedUser } from '../lib/session.ts';
import * as styles from './Layout.css.ts';

/** Header and page area for signed-in pages. Users awaiting audit see their e-mail and logout only. */
export function Layout() {
  const navigate = useNavigate();
  const stored = storedUser(localStorage);
  // Shown at once from storage, then confirmed by the server (which also notices an ended session).
  const { data: fresh } = useUserInfo(stored !== null);
  const user = fresh ?? stored;
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    // The session ends here whatever the server says: a failed logout must not keep anyone in.
    await api.call('logout').catch(() => undefined);
    navigate(endSession(localStorage), { replace: true });
  }

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <a className={styles.brand} href="/v2/pg/tpl_management">
          5G智能平台
        </a>
        {user ? (
          <div className={styles.user}>
            <span>{user.userStatus === 0 ? user.email : user.showName}</span>
            <Button variant="text" onPress={logout} isLoading={leaving}>
              退出登录
            </Button>
          </div>
        ) : (
          <Link href="/login">登录</Link>
        )}
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
