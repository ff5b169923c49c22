import type { UpstreamView } from '@p5g/api/contract';
import { formatTime } from '../../lib/format-time.ts';
import { replyLine } from './replies.ts';
import * as styles from './sending.css.ts';

/** What a recipient sent back after a message, oldest first, each with its time; 无 when nothing. */
export function Replies({ replies }: { replies: UpstreamView[] }) {
  if (replies.length === 0) return <span className={styles.note}>无</span>;
  return (
    <ul className={styles.replies}>
      {replies.map((reply, i) => (
        <li key={i}>
          {replyLine(reply)}
          <span className={styles.note}> {formatTime(reply.time)}</span>
        </li>
      ))}
    </ul>
  );
}
