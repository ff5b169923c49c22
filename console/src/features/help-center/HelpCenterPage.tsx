import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Empty, Link } from '@p5g/design-system';
import { href } from '../../lib/routes-table.ts';
import { PayeeAccount } from '../../lib/settlement/PayeeAccount.tsx';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { storedUser } from '../../lib/session.ts';
import { activeHeading, groupByMenu, queryNumber } from './help-rules.ts';
import * as styles from './HelpCenterPage.css.ts';

// The widget and its feedback form hydrate after the page.
const ServiceWidget = lazy(async () => ({
  default: (await import('../../lib/service-widget/ServiceWidget.tsx')).ServiceWidget,
}));

const sectionId = (index: number) => `help-section-${index}`;

/**
 * The help centre (spec §2, public): the articles by menu on the left, the article with its update
 * date, and on the right its headings, the one being read highlighted as the page scrolls.
 * /help_center?id={article}&active={heading index}.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const { data: list } = useEndpoint('helpList');
  const id = queryNumber(params.get('id')) ?? list?.[0]?.id ?? null;
  const { data: article, error } = useEndpoint('helpArticle', id === null ? null : { id });
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const requested = queryNumber(params.get('active'), { min: 0 });
  // The heading the reader chose: from ?active= on opening, then from clicks in the index.
  const [chosen, setChosen] = useState<number | null>(requested);

  useEffect(() => {
    if (!article) return;
    const update = () => {
      const tops = article.sections.map(
        (_, i) => headings.current[i]?.getBoundingClientRect().top ?? Infinity,
      );
      const { scrollY, innerHeight } = window;
      const atBottom =
        scrollY > 0 && scrollY + innerHeight >= document.documentElement.scrollHeight - 2;
      setActive(activeHeading(tops, { atBottom, chosen, viewportHeight: innerHeight }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [article, chosen]);

  // Opening a link with `active` shows that heading; the index's own clicks scroll themselves.
  const shownArticle = useRef<number | null>(null);
  useEffect(() => {
    if (!article || shownArticle.current === article.id) return;
    shownArticle.current = article.id;
    setChosen(requested);
    if (requested !== null) headings.current[requested]?.scrollIntoView();
    else window.scrollTo({ top: 0 });
  }, [article, requested]);

  function goToHeading(event: MouseEvent<HTMLAnchorElement>, index: number) {
    event.preventDefault();
    headings.current[index]?.scrollIntoView({ behavior: 'smooth' });
    headings.current[index]?.focus({ preventScroll: true });
    setChosen(index);
    setParams({ id: String(article!.id), active: String(index) }, { replace: true });
  }

  const signedIn = storedUser(localStorage) !== null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <RouterLink to={href('pg_tpl_management')} className={styles.brand}>
          5G智能平台
        </RouterLink>
        <span className={styles.headerTitle}>帮助中心</span>
        <span className={styles.headerEnd}>
          {signedIn ? (
            <Link href={href('pg_tpl_management')}>返回控制台</Link>
          ) : (
            <Link href={href('login')}>登录</Link>
          )}
        </span>
      </header>
      <div className={styles.columns}>
        <nav aria-label="帮助目录" className={styles.menu}>
          {groupByMenu(list ?? []).map((group) => (
            <section key={group.menu} aria-label={group.menu}>
              <p className={styles.menuTitle} aria-hidden>
                {group.menu}
              </p>
              <ul className={styles.menuList}>
                {group.articles.map((item) => (
                  <li key={item.id}>
                    <RouterLink
                      to={href('help_center', { id: item.id })}
                      className={styles.menuLink}
                      aria-current={item.id === id ? 'page' : undefined}
                    >
                      {item.title}
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main className={styles.content}>
          {article ? (
            <article aria-labelledby="help-title">
              <h1 id="help-title" className={styles.title}>
                {article.title}
              </h1>
              <p className={styles.updated}>更新时间：{article.updatedOn}</p>
              {article.sections.map((section, index) => (
                <section key={section.heading} aria-labelledby={sectionId(index)}>
                  <h2
                    id={sectionId(index)}
                    ref={(el) => void (headings.current[index] = el)}
                    tabIndex={-1}
                    className={styles.heading}
                  >
                    {section.heading}
                  </h2>
                  {section.body.map((paragraph) => (
                    <p key={paragraph} className={styles.paragraph}>
                      {paragraph}
                    </p>
                  ))}
                  {section.insert === 'payeeAccount' && <PayeeAccount />}
                </section>
              ))}
            </article>
          ) : error ? (
            <>
              <h1 className={styles.title}>帮助中心</h1>
              <Empty
                description="文章不存在或已下线"
                action={<Link href={href('help_center')}>返回帮助中心</Link>}
              />
            </>
          ) : (
            <h1 className={styles.title} aria-busy>
              帮助中心
            </h1>
          )}
        </main>
        {article && (
          <nav aria-label="本文目录" className={styles.index}>
            <p className={styles.menuTitle} aria-hidden>
              目录
            </p>
            <ul className={styles.menuList}>
              {article.sections.map((section, index) => (
                <li key={section.heading}>
                  <a
                    href={`#${sectionId(index)}`}
                    className={styles.indexLink}
                    aria-current={index === active ? 'location' : undefined}
                    onClick={(event) => goToHeading(event, index)}
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {/* The online customer service the articles promise, lower right. */}
      <Suspense>
        <ServiceWidget />
      </Suspense>
    </div>
  );
}
