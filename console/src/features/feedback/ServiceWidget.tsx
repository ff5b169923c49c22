import { Headset, MessageCircleMore, Phone, X } from 'lucide-react';
import { useId, useState } from 'react';
import { serviceHours, servicePhone } from '../../lib/contact.ts';
import { FeedbackDialog } from './FeedbackDialog.tsx';
import * as styles from './ServiceWidget.css.ts';

/**
 * The floating platform customer-service widget, as on the home page (spec §1, §2): the service
 * line, its hours, and 在线留言, which opens the feedback form.
 */
export function ServiceWidget() {
  const [isOpen, setOpen] = useState(false);
  const [writing, setWriting] = useState(false);
  const panelId = useId();
  return (
    <aside aria-label="平台客服" className={styles.widget}>
      {isOpen && (
        <div id={panelId} className={styles.panel}>
          <p className={styles.heading}>平台客服</p>
          <a href={servicePhone.href} className={styles.line}>
            <Phone aria-hidden size={16} />
            {servicePhone.display}
          </a>
          <p className={styles.hours}>{serviceHours}</p>
          <button
            type="button"
            className={styles.chat}
            onClick={() => {
              setOpen(false);
              setWriting(true);
            }}
          >
            <MessageCircleMore aria-hidden size={16} />
            在线留言
          </button>
        </div>
      )}
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen((open) => !open)}
        className={styles.toggle}
      >
        {isOpen ? <X aria-hidden size={20} /> : <Headset aria-hidden size={20} />}
        <span className={styles.toggleLabel}>客服</span>
      </button>
      <FeedbackDialog isOpen={writing} onOpenChange={setWriting} />
    </aside>
  );
}
