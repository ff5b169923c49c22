import * as styles from './HomePlaceholder.css.ts';

/** Stands in for the home page until the landing issue builds it; says so plainly. */
export function HomePlaceholder() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <span className={styles.brand}>5G智能平台</span>
        <div className={styles.headerActions}>
          <a href="tel:4000970808">400-097-0808</a>
          <a className={styles.loginLink} href="/v2/login">
            登录
          </a>
        </div>
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>5G智能平台</h1>
        <p className={styles.lead}>5G消息、微应用、微传播、+媒体与定制开发，一站开通。</p>
        <p className={styles.lead}>首页正在建设中，敬请期待。</p>
      </main>
    </div>
  );
}
