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
}: {
  document: ArticleDocument;
  html: string;
  device: PreviewDevice;
  /** The region's name, e.g. 手机预览. */
  label: string;
}) {
  return (
    <article className={styles.preview} data-device={device} aria-label={label}>
      <h2 className={styles.previewTitle}>{document.title}</h2>
      {document.cover && <img className={styles.previewCover} src={document.cover.src} alt="" />}
      {document.summary && <p className={styles.previewMeta}>{document.summary}</p>}
      {/* The service's sanitised HTML of this very document (allow-list in api/). */}
      <div className={styles.previewBody} dangerouslySetInnerHTML={{ __html: html }} />
      {document.mapPoint && (
        <section aria-label="地图位置">
          <p>
            {document.mapPoint.title}
            <br />
            <span className={styles.previewMeta}>{document.mapPoint.address}</span>
          </p>
        </section>
      )}
      {document.related.length > 0 && (
        <section aria-label="相关资讯">
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
