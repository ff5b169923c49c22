import { AlbumViewer } from '@p5g/design-system/album-viewer';
import type { EbookPage as EbookPageData, PublicPageAssets } from '@p5g/api/contract';
import { PublicDocument } from '../../lib/PublicDocument.tsx';
import { PageState, ShareDisclosure } from '../../lib/PublicPageParts.tsx';
import * as shared from '../../lib/public-page.css.ts';
import { albumIds } from './album-ids.ts';
import * as css from './EbookPage.css.ts';

/**
 * An e-album as a whole document (/ebook/{id}, /ebookTemp/{key}): its title, company and
 * description, the album viewer (a list of its pages, figure and caption, until the island turns
 * it into a book) and 分享 (in WeChat, with the album's share data); or, when it is not open, what the service says instead (该画册不存在或
 * 已下架, 预览链接已过期).
 */
export function EbookPage({ page, assets }: { page: EbookPageData; assets: PublicPageAssets }) {
  const { album } = page;
  const open = album.state === 'open';
  return (
    <PublicDocument
      title={open ? album.title : '电子画册'}
      assets={assets}
      scripts={open}
      bodyClassName={shared.sunkenBackground}
    >
      <main className={css.page}>
        {open ? (
          <article className={css.album}>
            <header className={css.header}>
              <h1 className={shared.pageTitle}>{album.title}</h1>
              <p className={css.meta}>
                {[album.companyName, album.publishTime?.slice(0, 10)].filter(Boolean).join(' · ')}
                {page.mode === 'temp' && <span className={css.previewTag}>预览</span>}
              </p>
              {album.description && <p className={css.description}>{album.description}</p>}
            </header>
            <AlbumViewer
              title={album.title}
              keys="document"
              pages={album.pages.map(({ image, caption }) => ({
                src: image.src,
                srcSet: image.srcset,
                width: image.width,
                height: image.height,
                caption,
              }))}
            />
            {album.share && (
              <ShareDisclosure
                share={album.share}
                panelId={albumIds.share}
                wxConfigUrl={page.wxConfigUrl}
                className={css.share}
                toggleClassName={css.shareToggle}
              />
            )}
          </article>
        ) : (
          <PageState message={album.message} className={css.statePanel} />
        )}
      </main>
    </PublicDocument>
  );
}
