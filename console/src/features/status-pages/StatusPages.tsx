import { Link } from '@p5g/design-system';
import { homePath } from '../../lib/session.ts';
import * as styles from './StatusPage.css.ts';

function StatusPage({ code, title }: { code: string; title: string }) {
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden>
        {code}
      </p>
      <h1 className={styles.title}>{title}</h1>
      <Link href={homePath(localStorage)}>返回首页</Link>
    </main>
  );
}

export const Forbidden = () => <StatusPage code="403" title="抱歉，您暂无权限访问该页面" />;
export const NotFound = () => <StatusPage code="404" title="抱歉，您访问的页面不存在" />;
