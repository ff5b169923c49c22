import { parseDate } from '@internationalized/date';
import { useParams } from 'react-router-dom';
import { ChoiceStats, Skeleton, TrendChart } from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import * as styles from './micro-apps.css.ts';

/**
 * 统计 (/government/miniApp_stats/:id): the total, the answers of the last days, and each
 * question's spread (choice counts, rating distribution) or, for free text, how many answered it.
 */
export function Component() {
  const { id = '' } = useParams();
  const app = useEndpoint('miniAppGet', { id });
  const stats = useEndpoint('miniAppStats', { id });

  if (app.error || stats.error) {
    return (
      <LoadFailed
        description="统计加载失败"
        onRetry={() => void Promise.all([app.mutate(), stats.mutate()])}
      />
    );
  }
  if (!app.data || !stats.data) return <Skeleton label="统计加载中" />;
  const lastDay = stats.data.perDay.at(-1);
  return (
    <section className={styles.page} aria-labelledby="stats-title">
      <div className={styles.header}>
        <h1 id="stats-title" className={styles.title}>
          {app.data.title}的统计
        </h1>
      </div>
      <p className={styles.note}>累计填写 {stats.data.total} 份</p>
      <TrendChart
        title="每日填写"
        unit="份"
        headingLevel={2}
        days={stats.data.perDay.length || undefined}
        // The chart ends the day before `today`; answers of today count, so the window ends today.
        today={lastDay ? parseDate(lastDay.date).add({ days: 1 }) : undefined}
        items={stats.data.perDay.map((d) => ({
          day: d.date.replaceAll('-', ''),
          consume: d.count,
        }))}
      />
      <ul className={styles.list} aria-label="各题统计">
        {stats.data.questions.map((q) => (
          <li key={q.id}>
            {q.counts.length > 0 ? (
              <ChoiceStats
                title={q.title}
                headingLevel={2}
                answered={q.answered}
                items={q.counts.map((c) => ({ label: c.label, count: c.count }))}
              />
            ) : (
              <section className={styles.panel} aria-label={q.title}>
                <h2 className={styles.subtitle}>{q.title}</h2>
                <p className={styles.note}>{q.answered}人回答</p>
              </section>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
