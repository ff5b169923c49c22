import { CircleHelp } from 'lucide-react';
import { Link } from 'react-aria-components';
import { href } from '../../lib/routes-table.ts';
import * as styles from './shell.css.ts';

/** The header's link to the help centre (帮助中心), beside the inbox. */
export function HelpLink() {
  return (
    <Link href={href('help_center')} className={styles.inboxLink} aria-label="帮助中心">
      <CircleHelp aria-hidden size={20} />
    </Link>
  );
}
