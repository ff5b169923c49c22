import type { ArticlePage as ArticlePageData, PublicPageAssets } from '@p5g/api/contract';
import { PublicDocument } from '../../lib/PublicDocument.tsx';
import { PageState, ShareDisclosure } from '../../lib/PublicPageParts.tsx';
import * as shared from '../../lib/public-page.css.ts';
import { articleIds } from './article-ids.ts';
import * as css from './ArticlePage.css.ts';

/**
 * A micro-propagation article as a whole document: the stored, sanitised HTML of its body with
 * its map point and related links, readable before any script runs; or, when it is not open, what
 * the service says instead (not found, 此内容包含付费专享功能，现已暂停访问, …). The script
 * (`island.ts`) reports the visitor, wires 分享 and asks WeChat for its share configuration.
 */
export function ArticlePage({ page, assets }: { page: ArticlePageData; assets: PublicPageAssets }) {
  const { article } = page;
  const open = article.state === 'open';
  return (
    <PublicDocument
      title={open ? article.title : '微传播'}
      assets={assets}
      scripts={open}
      // Pages whose path holds articleContent have a grey background (spec §2); the others white.
      bodyClassName={page.mode === 'content' ? shared.sunkenBackground : undefined}
    >
      <main
        id={articleIds.page}
        className={css.page}
        data-article={article.id}
        data-report-url={page.reportUrl ?? undefined}
      >
        {open ? (
          <article>
            <h1 className={shared.pageTitle}>{article.title}</h1>
            <p className={css.meta}>
              {[article.companyName, article.publishTime?.slice(0, 10)].filter(Boolean).join(' · ')}
            </p>
            {article.summary && <p className={css.summary}>{article.summary}</p>}
            <div
              className={css.body}
              // The service's HTML: rendered from the stored document and passed through its
              // sanitiser's allow-list; the page's CSP refuses any script besides the island.
              dangerouslySetInnerHTML={{ __html: article.html }}
            />
            {article.mapPoint && page.mapPath && (
              <section className={css.section} aria-labelledby="article-place">
                <h2 id="article-place" className={css.sectionHeading}>
                  地点
                </h2>
                <a className={css.place} href={page.mapPath}>
                  <span className={css.placeTitle}>{article.mapPoint.title}</span>
                  <span className={css.placeAddress}>{article.mapPoint.address}</span>
                </a>
              </section>
            )}
            {article.related.length > 0 && (
              <section className={css.section} aria-labelledby="article-related">
                <h2 id="article-related" className={css.sectionHeading}>
                  相关资讯
                </h2>
                <ul className={css.related}>
                  {article.related.map((item) => (
                    <li key={item.url} className={css.relatedItem}>
                      <a className={css.relatedLink} href={item.url} rel="noopener noreferrer">
                        {item.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {article.share && (
              <ShareDisclosure
                share={article.share}
                panelId={articleIds.share}
                wxConfigUrl={page.wxConfigUrl}
                className={css.share}
                toggleClassName={css.shareToggle}
              />
            )}
          </article>
        ) : (
          <PageState message={article.message} className={css.statePanel} />
        )}
      </main>
    </PublicDocument>
  );
}
