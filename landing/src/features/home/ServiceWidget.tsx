import { Headset, MessageCircleMore, Phone, X } from 'lucide-react';
import { useId, useState } from 'react';
import { serviceHours, servicePhone } from './contact.ts';
import * as styles from './ServiceWidget.css.ts';

/**
 * The floating platform customer-service widget (spec §1, §2): the service line, its hours and a
 * chat entry, which for now leads to the opening application where a message reaches the staff.
 */
export function ServiceWidget() {
  const [isOpen, setOpen] = useState(false);
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
          <a href="#apply" onClick={() => setOpen(false)} className={styles.chat}>
            <MessageCircleMore aria-hidden size={16} />
            在线留言
          </a>
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
    </aside>
  );
}
