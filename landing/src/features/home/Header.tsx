import { Phone } from 'lucide-react';
import { useHasToken } from '../../lib/browser-state.ts';
import { consoleEntry, loginPage, servicePhone } from './contact.ts';
import * as styles from './Header.css.ts';

const sections = [
  { id: 'message', label: '5G消息' },
  { id: 'application', label: '微应用' },
  { id: 'scenarios', label: '行业场景' },
  { id: 'tiers', label: '客户权益' },
  { id: 'apply', label: '开通申请' },
] as const;

/**
 * The home page header (spec §2): logo, the phone number and a login button, or 进入控制台 with a
 * session stored (local storage `token`). Desktop adds the section links; mobile shows the phone as a business-consultation link.
 */
export function Header() {
  const hasToken = useHasToken();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <h1 className={styles.brand}>
          <span aria-hidden className={styles.logo}>
            5G
          </span>
          5G智能平台
        </h1>
        <nav aria-label="页面导航" className={styles.nav}>
          {sections.map((s) => (
            <a key={s.id} href={`#${s.id}`} className={styles.navLink}>
              {s.label}
            </a>
          ))}
        </nav>
        <div className={styles.actions}>
          <a href={servicePhone.href} className={`${styles.phone} ${styles.desktopPhone}`}>
            <Phone aria-hidden size={16} />
            {servicePhone.display}
          </a>
          <a href={servicePhone.href} className={`${styles.phone} ${styles.mobilePhone}`}>
            <Phone aria-hidden size={14} />
            业务咨询
          </a>
          {/* Same box for both labels, so the swap after reading the session moves nothing. */}
          <a href={hasToken ? consoleEntry : loginPage} className={styles.account}>
            {hasToken ? '进入控制台' : '登录'}
          </a>
        </div>
      </div>
    </header>
  );
}
