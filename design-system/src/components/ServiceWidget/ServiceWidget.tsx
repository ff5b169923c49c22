import { Headset, MessageCircleMore, Phone, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import * as styles from './ServiceWidget.css.ts';

export type ServiceWidgetProps = {
  /** 客服电话：显示的号码与 `tel:` 链接，如 `{ display: '400-097-0808', href: 'tel:4000970808' }`。 */
  phone: { display: string; href: string };
  /** 服务时间，显示在号码下方，如 `工作日9:00-18:00`。 */
  hours: string;
  /**
   * 在线留言的去处：`href` 为页内或站内链接（如首页的开通申请 `#apply`），`onPress` 为打开留言表单等
   * 操作。二者给其一；选择后面板收起。
   */
  chat: { href: string } | { onPress: () => void };
};

/**
 * The floating platform customer-service widget (spec §1, §2) of the home page and the console:
 * 客服 opens a small panel with the service line as a tel: link, its hours, and 在线留言. Pages
 * that need it elsewhere set `serviceWidgetInsets` on an ancestor.
 */
export function ServiceWidget({ phone, hours, chat }: ServiceWidgetProps) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const chatContent = (
    <>
      <MessageCircleMore aria-hidden size={16} />
      在线留言
    </>
  );
  return (
    <aside aria-label="平台客服" className={styles.widget}>
      {isOpen && (
        <div id={panelId} className={styles.panel}>
          <p className={styles.heading}>平台客服</p>
          <a href={phone.href} className={styles.line}>
            <Phone aria-hidden size={16} />
            {phone.display}
          </a>
          <p className={styles.hours}>{hours}</p>
          {'href' in chat ? (
            <a href={chat.href} onClick={() => setOpen(false)} className={styles.chat}>
              {chatContent}
            </a>
          ) : (
            <button
              type="button"
              className={styles.chat}
              onClick={() => {
                setOpen(false);
                // The button leaves with the panel: focus stays on the widget (and returns there
                // when a dialog that the action opened closes).
                toggleRef.current?.focus();
                chat.onPress();
              }}
            >
              {chatContent}
            </button>
          )}
        </div>
      )}
      <button
        ref={toggleRef}
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
