import * as styles from './ConsolePlaceholder.css.ts';

/** Stands in for the console until the console-shell issue builds login and the layout. */
export function ConsolePlaceholder() {
  return (
    <main className={styles.page}>
      <section className={styles.panel} aria-labelledby="console-title">
        <h1 id="console-title" className={styles.title}>
          5G智能平台 控制台
        </h1>
        <p className={styles.note}>登录与控制台功能建设中。</p>
        <a href="/v2/index">返回首页</a>
      </section>
    </main>
  );
}
