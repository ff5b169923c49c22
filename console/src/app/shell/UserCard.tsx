import type { UserInfo } from '@p5g/api/contract';
import { Button, HoverCard, Link } from '@p5g/design-system';
import { mayOpenPath } from '../../lib/navigation-rules.ts';
import { href } from '../../lib/routes-table.ts';
import * as styles from './shell.css.ts';
import { useLogout } from './useLogout.ts';

type Props = { user: Omit<UserInfo, 'token'> };

/**
 * The header's user card (spec §2): on hover, the name, the account centre (managers only),
 * platform management with its developer centre (managers only) and logout. Users awaiting audit see their e-mail and logout only.
 */
export function UserCard({ user }: Props) {
  const { logout, leaving } = useLogout();
  if (user.userStatus === 0) {
    return (
      <div className={styles.user}>
        <span className={styles.userEmail}>{user.email}</span>
        <Button variant="text" onPress={logout} isLoading={leaving}>
          退出登录
        </Button>
      </div>
    );
  }
  return (
    <HoverCard trigger={user.showName} label="用户信息">
      <div className={styles.userCard}>
        <p className={styles.userName}>{user.showName}</p>
        <p className={styles.userAccount}>{user.account}</p>
        <ul className={styles.userLinks}>
          {mayOpenPath(href('account-order'), user) && (
            <li>
              <Link href={href('account-order')}>账户中心</Link>
            </li>
          )}
          <li>
            <Link href={href('account_platform')}>平台管理</Link>
          </li>
          {mayOpenPath(href('developer_centre'), user) && (
            <li>
              <Link href={href('developer_centre')}>开发者中心</Link>
            </li>
          )}
          <li>
            <Link href={href('help_center')}>帮助中心</Link>
          </li>
        </ul>
        <Button variant="secondary" size="small" onPress={logout} isLoading={leaving}>
          退出登录
        </Button>
      </div>
    </HoverCard>
  );
}
