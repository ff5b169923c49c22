import { Phone } from 'lucide-react';
import { consoleEntry, loginPage, servicePhone } from './contact.ts';
import * as styles from './Header.css.ts';

const sections = [
  { id: 'message', label: '5G消息' },
  { id: 'application', label: '微应用' },
  { id: 'scenarios', label: '行业场景' },
  { id: 'tiers', label: '客户权益' },
  { id: 'apply', label: '开通申请' },
] as const;

export type HeaderProps = {
  variant: 'desktop' | 'mobile';
  /** A console session is stored: offer the console instead of the login. */
  hasToken: boolean;
};

/**
 * The home page header (spec §2): the phone number and a login button, or 进入控制台 with a
 * session. Mobile shows the logo and a business-consultation phone link.
 */
export function Header({ variant, hasToken }: HeaderProps) {
  const isDesktop = variant === 'desktop';
  return (
    <header data-variant={variant} className={styles.header}>
      <div className={styles.inner}>
        <h1 className={styles.brand}>
          <span aria-hidden className={styles.logo}>
            5G
          </span>
          5G智能平台
        </h1>
        {isDesktop && (
          <nav aria-label="页面导航" className={styles.nav}>
            {sections.map((s) => (
              <a key={s.id} href={`#${s.id}`} className={styles.navLink}>
                {s.label}
              </a>
            ))}
          </nav>
        )}
        <div className={styles.actions}>
          <a href={servicePhone.href} className={styles.phone}>
            <Phone aria-hidden size={isDesktop ? 16 : 14} />
            {isDesktop ? servicePhone.display : '业务咨询'}
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
