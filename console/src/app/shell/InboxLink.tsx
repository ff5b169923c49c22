import { Bell } from 'lucide-react';
import { Link } from 'react-aria-components';
import { Dot } from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { href } from '../../lib/routes-table.ts';
import * as styles from './shell.css.ts';

/** How often the header asks again whether something is unread. */
const unreadPollMs = 60_000;

/** The header's inbox link with the unread dot (spec §7: notice/order/actual's status flag). */
export function InboxLink({ isCurrent }: { isCurrent: boolean }) {
  const { data } = useEndpoint('noticeActual', undefined, { refreshInterval: unreadPollMs });
  const unread = data?.status === 1;
  return (
    <Link
      href={href('pg_information')}
      className={styles.inboxLink}
      aria-label={unread ? '消息中心（有未读消息）' : '消息中心'}
      aria-current={isCurrent ? 'page' : undefined}
    >
      <Dot label="有未读消息" isVisible={unread}>
        <Bell aria-hidden size={20} />
      </Dot>
    </Link>
  );
}
