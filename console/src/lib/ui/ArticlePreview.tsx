import type { ArticleDocument } from '@p5g/api/contract';
import * as styles from './article-preview.css.ts';

export type PreviewDevice = 'desktop' | 'phone';

/**
 * The article as a reader will see it, on a desktop page (720 px) or a phone (375 px): title,
 * cover, summary, the body as the service renders it (`html`, sanitised there), the map point and
 * the related items. The editor's previews and the management platform's review show it.
 */
export function ArticlePreview({
  document,
  html,
  device,
  label,
  titleLevel = 2,
}: {
  document: ArticleDocument;
  html: string;
  device: PreviewDevice;
  /** The region's name, e.g. 手机预览. */
  label: string;
  /** 1 on a preview page of its own, where the title is the page's heading. */
  titleLevel?: 1 | 2;
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.preview} data-device={device} aria-label={label}>
      <Title className={styles.previewTitle}>{document.title}</Title>
      {document.cover && <img className={styles.previewCover} src={document.cover.src} alt="" />}
      {document.summary && <p className={styles.previewMeta}>{document.summary}</p>}
      {/* The service's sanitised HTML of this very document (allow-list in api/). */}
      <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: html }} />
      {document.mapPoint && (
        <p>
          {document.mapPoint.title}
          <br />
          <span className={styles.previewMeta}>{document.mapPoint.address}</span>
        </p>
      )}
      {document.related.length > 0 && (
        <section>
          <h3>相关资讯</h3>
          <ul>
            {document.related.map((item) => (
              <li key={`${item.title}-${item.url}`}>{item.title}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
