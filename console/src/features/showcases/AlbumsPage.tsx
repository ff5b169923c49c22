import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AlbumSummary, AlbumTempLink } from '@p5g/api/contract';
import { Button, Card, Empty } from '@p5g/design-system';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { formatTime } from '../../lib/format-time.ts';
import { href } from '../../lib/routes-table.ts';
import { ConfirmActionDialog, type Confirmation } from '../../lib/ui/ConfirmActionDialog.tsx';
import { ItemCardActions } from '../../lib/ui/ItemCardActions.tsx';
import { PagedCards } from '../../lib/ui/PagedCards.tsx';
import { PublicLinkFact, QrCodeDialog } from '../../lib/ui/PublicLink.tsx';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { AlbumTempLinkDialog } from './AlbumTempLinkDialog.tsx';
import { PublishDialog } from './PublishDialog.tsx';
import { showcaseActions } from './showcase-actions.ts';
import * as styles from './showcases.css.ts';

const pageSize = 12;

/**
 * 电子画册 (/travel/travel_card/album-painting, the account centre's e-album view link): the
 * company's albums with their state, public link and QR code once published, and what each state
 * allows: edit, publish (one e-album from the balance, the first time), take down, a preview link
 * valid one hour, delete what is not public.
 */
export function Component() {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [publishing, setPublishing] = useState<AlbumSummary | null>(null);
  const [unpublishing, setUnpublishing] = useState<AlbumSummary | null>(null);
  const [deleting, setDeleting] = useState<AlbumSummary | null>(null);
  const [showingCode, setShowingCode] = useState<AlbumSummary | null>(null);
  const [preview, setPreview] = useState<{ title: string; link: AlbumTempLink } | null>(null);
  const list = useEndpoint('albumList', { page, pageSize });
  const tempLink = useAction('albumTempLink');
  const startAlbum = () => void navigate(href('album_editor'));
  const refresh = () => void list.mutate();

  return (
    <section className={styles.page} aria-labelledby="albums-title">
      <div className={styles.header}>
        <h1 id="albums-title" className={styles.title}>
          电子画册
        </h1>
        <Button variant="primary" onPress={startAlbum}>
          新建画册
        </Button>
      </div>
      <p className={styles.note}>
        用素材库的图片制作可翻页的电子画册；首次发布扣减一个电子画册余额，发布后可通过链接和二维码访问。
      </p>
      <PagedCards
        aria-label="电子画册"
        what="电子画册"
        list={list}
        pages={{ page, setPage }}
        pageSize={pageSize}
        empty={
          <Empty
            description="您还没有电子画册"
            action={
              <Button variant="primary" onPress={startAlbum}>
                新建画册
              </Button>
            }
          />
        }
        className={styles.list}
      >
        {(album) => {
          const actions = showcaseActions(album.status);
          return (
            <Card
              title={album.title}
              headingLevel={2}
              element="article"
              extra={<StatusTag family="showcase" value={album.status} />}
              footer={
                <ItemCardActions
                  onEdit={() => void navigate(href('album_editor', { id: album.id }))}
                  onDelete={actions.delete ? () => setDeleting(album) : undefined}
                >
                  {actions.publish && (
                    <Button
                      size="small"
                      variant="primary"
                      isDisabled={album.pageCount === 0}
                      onPress={() => setPublishing(album)}
                    >
                      发布
                    </Button>
                  )}
                  <Button
                    size="small"
                    isDisabled={album.pageCount === 0}
                    onPress={() =>
                      void tempLink.run(
                        { id: album.id },
                        { onSuccess: (link) => setPreview({ title: album.title, link }) },
                      )
                    }
                  >
                    预览链接
                  </Button>
                  {actions.unpublish && (
                    <Button variant="text" size="small" onPress={() => setUnpublishing(album)}>
                      下架
                    </Button>
                  )}
                </ItemCardActions>
              }
            >
              {album.coverUrl && (
                <img className={styles.cover} src={album.coverUrl} alt="" loading="lazy" />
              )}
              <dl className={styles.facts}>
                <dt className={styles.term}>页数</dt>
                <dd className={styles.definition}>{album.pageCount}页</dd>
                {album.description && (
                  <>
                    <dt className={styles.term}>简介</dt>
                    <dd className={styles.definition}>{album.description}</dd>
                  </>
                )}
                <dt className={styles.term}>更新时间</dt>
                <dd className={styles.definition}>{formatTime(album.updateTime)}</dd>
                {album.publicUrl && (
                  <PublicLinkFact
                    name="画册链接"
                    url={album.publicUrl}
                    onShowCode={() => setShowingCode(album)}
                  />
                )}
              </dl>
            </Card>
          );
        }}
      </PagedCards>
      <PublishDialog
        endpoint="albumPublish"
        item={publishing}
        onClose={() => setPublishing(null)}
        onDone={refresh}
      />
      <ConfirmActionDialog
        endpoint="albumUnpublish"
        words={unpublishAlbum}
        item={unpublishing}
        onClose={() => setUnpublishing(null)}
        onDone={refresh}
      />
      <ConfirmActionDialog
        endpoint="albumDelete"
        words={deleteAlbum}
        item={deleting}
        onClose={() => setDeleting(null)}
        onDone={refresh}
      />
      <QrCodeDialog item={showingCode} purpose="翻阅" onClose={() => setShowingCode(null)} />
      <AlbumTempLinkDialog
        title={preview?.title ?? ''}
        link={preview?.link ?? null}
        onClose={() => setPreview(null)}
      />
    </section>
  );
}

const unpublishAlbum: Confirmation = {
  title: (title) => `下架“${title}”？`,
  message: '下架后画册链接和二维码不再可以打开；再次发布不再扣减余额。',
  confirmLabel: '下架',
  done: '已下架',
};

const deleteAlbum: Confirmation = {
  title: (title) => `删除画册“${title}”？`,
  message: '删除后不可恢复。',
  confirmLabel: '删除',
  done: '画册已删除',
};
