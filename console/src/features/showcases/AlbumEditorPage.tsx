import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import {
  albumSaveRequest,
  showcaseRules,
  type AlbumDetail,
  type AlbumTempLink,
} from '@p5g/api/contract';
import {
  Button,
  Dialog,
  InlineNotice,
  Skeleton,
  SortableGrid,
  TextArea,
  TextField,
  type Material,
} from '@p5g/design-system';
import { useAction, useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { href } from '../../lib/routes-table.ts';
import { saveStateNames, useAutosave, useDraftAddress } from '../../lib/use-autosave.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { MaterialDialog, type MaterialRequest } from '../../lib/ui/MaterialDialog.tsx';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { AlbumTempLinkDialog } from './AlbumTempLinkDialog.tsx';
import { PublishDialog } from './PublishDialog.tsx';
import * as styles from './showcases.css.ts';

/** A page as the editor holds it: a key of its own (one image may be two pages), and its URL. */
type EditorPage = { id: string; materialId: string; caption: string; url: string };

/** Page keys, unique within the session (plain http by LAN address has no crypto.randomUUID). */
let pageKeys = 0;
const keyed = (page: Omit<EditorPage, 'id'>): EditorPage => ({
  ...page,
  id: String((pageKeys += 1)),
});
/** The album's own fields, checked as they are left (the pages and cover are checked on save). */
const albumFields = z.object({
  title: albumSaveRequest.shape.title,
  description: albumSaveRequest.shape.description.unwrap(),
});
type Fields = z.infer<typeof albumFields>;

const imageRequest: MaterialRequest = { kind: 'image', purpose: '图片' };

/**
 * The album editor (/travel/travel_card/album-painting/editor?id=): title, description, the
 * pages (images of the material library, put in order by dragging or 前移/后移, each with a
 * caption) and the cover, saved a moment after each change (a new album is created at its first
 * valid save), with a preview beside it; 预览链接 and 发布 once saved.
 */
export function Component() {
  const draft = useDraftAddress('album_editor');
  const detail = useEndpoint('albumGet', draft.isNew ? null : { id: draft.id });
  if (draft.isNew) {
    return (
      <AlbumForm key="new" initial={null} onCreated={(created) => draft.created(created.id)} />
    );
  }
  if (detail.error) {
    return <LoadFailed description="电子画册加载失败" onRetry={() => void detail.mutate()} />;
  }
  if (!detail.data) return <Skeleton shape="text" label="电子画册加载中" />;
  return <AlbumForm key={draft.id} initial={detail.data} onCreated={() => {}} />;
}

function AlbumForm({
  initial,
  onCreated,
}: {
  initial: AlbumDetail | null;
  onCreated: (detail: AlbumDetail) => void;
}) {
  const navigate = useNavigate();
  const { forget } = useEndpointCache();
  const [saved, setSaved] = useState<AlbumDetail | null>(initial);
  const [pages, setPages] = useState<EditorPage[]>(() =>
    (initial?.pages ?? []).map(({ materialId, caption, url }) =>
      keyed({ materialId, caption, url }),
    ),
  );
  const [coverId, setCoverId] = useState<string | null>(initial?.coverMaterialId ?? null);
  const [choosing, setChoosing] = useState(false);
  const [captioning, setCaptioning] = useState<EditorPage | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [preview, setPreview] = useState<AlbumTempLink | null>(null);
  const form = useForm<Fields>({
    mode: 'onTouched',
    resolver: zodResolver(albumFields),
    defaultValues: { title: initial?.title ?? '', description: initial?.description ?? '' },
  });
  const values = useWatch({ control: form.control });
  const changed = useMemo(() => ({ values, pages, coverId }), [values, pages, coverId]);
  const parsed = useMemo(
    () =>
      albumSaveRequest.safeParse({
        ...changed.values,
        coverMaterialId: changed.coverId,
        pages: changed.pages.map(({ materialId, caption }) => ({ materialId, caption })),
      }),
    [changed],
  );
  const save = useAction('albumSave');
  const saveState = useAutosave({
    id: initial?.id ?? null,
    save: ({ id, document }) => save.run({ ...document, ...(id !== undefined && { id }) }),
    document: parsed.success ? parsed.data : null,
    changed,
    onCreated,
    onSaved: setSaved,
  });
  const tempLink = useAction('albumTempLink', { onSuccess: setPreview });
  const title = values.title || saved?.title || '';
  const coverUrl = pages.find((page) => page.materialId === coverId)?.url ?? pages[0]?.url ?? null;

  const addPage = (material: Material | null) => {
    setChoosing(false);
    if (material) {
      setPages((current) => [
        ...current,
        keyed({ materialId: material.id, caption: '', url: material.url }),
      ]);
    }
  };
  const removePage = (removed: EditorPage) => {
    setPages((current) => current.filter((page) => page.id !== removed.id));
    if (
      removed.materialId === coverId &&
      !pages.some((p) => p !== removed && p.materialId === coverId)
    ) {
      setCoverId(null);
    }
  };
  const setCaption = (id: string, caption: string) =>
    setPages((current) => current.map((page) => (page.id === id ? { ...page, caption } : page)));

  return (
    <section className={styles.page} aria-labelledby="album-editor-title">
      <div className={styles.header}>
        <h1 id="album-editor-title" className={styles.title}>
          编辑电子画册
        </h1>
        {saved && <StatusTag family="showcase" value={saved.status} />}
        <p className={styles.saveState} role="status">
          {saveStateNames[saveState]}
        </p>
        <div className={styles.actions}>
          <Button
            isDisabled={saved === null || saved.pageCount === 0 || saveState !== 'saved'}
            isLoading={tempLink.isPending}
            onPress={() => saved && void tempLink.run({ id: saved.id })}
          >
            预览链接
          </Button>
          {saved?.status !== 'published' && (
            <Button
              variant="primary"
              isDisabled={saved === null || saved.pageCount === 0 || saveState !== 'saved'}
              onPress={() => setPublishing(true)}
            >
              发布
            </Button>
          )}
        </div>
      </div>
      {saved?.status === 'published' && (
        <InlineNotice>画册已发布：修改保存后立即公开。</InlineNotice>
      )}
      <div className={styles.workspace}>
        <form className={styles.editor} aria-label="画册内容" onSubmit={(e) => e.preventDefault()}>
          <section className={styles.panel} aria-label="基本信息">
            <FormTextField
              control={form.control}
              name="title"
              label="画册标题"
              isRequired
              maxLength={showcaseRules.albumTitleMax}
              description={`不超过${showcaseRules.albumTitleMax}个字；填写后自动保存`}
            />
            <Controller
              control={form.control}
              name="description"
              render={({ field, fieldState }) => (
                <TextArea
                  label="画册简介"
                  rows={3}
                  maxLength={showcaseRules.albumDescriptionMax}
                  description={`不超过${showcaseRules.albumDescriptionMax}个字，分享时显示`}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          </section>
          <section className={styles.panel} aria-labelledby="album-pages-title">
            <div className={styles.header}>
              <h2 id="album-pages-title" className={styles.subtitle}>
                画册页面（{pages.length}/{showcaseRules.albumPagesMax}）
              </h2>
              <Button
                size="small"
                isDisabled={pages.length >= showcaseRules.albumPagesMax}
                onPress={() => setChoosing(true)}
              >
                添加图片
              </Button>
            </div>
            <p className={styles.note}>
              拖动图片或用 前移、后移
              调整顺序；键盘用户可在拖动按钮上按回车拿起，方向键选择位置，再按回车放下。
            </p>
            <SortableGrid
              aria-label="画册页面"
              items={pages}
              onReorder={setPages}
              itemLabel={(page) =>
                `第${pages.indexOf(page) + 1}页${page.caption ? ` ${page.caption}` : ''}`
              }
              emptyState="还没有页面，请从素材库添加图片"
              actions={(page) => (
                <>
                  <Button size="small" variant="text" onPress={() => setCaptioning(page)}>
                    说明
                  </Button>
                  <Button
                    size="small"
                    variant="text"
                    isDisabled={page.materialId === coverId}
                    onPress={() => setCoverId(page.materialId)}
                  >
                    设为封面
                  </Button>
                  <Button size="small" variant="text" onPress={() => removePage(page)}>
                    移除
                  </Button>
                </>
              )}
            >
              {(page, index) => (
                <>
                  <img className={styles.pageImage} src={page.url} alt="" loading="lazy" />
                  <div className={styles.pageCaption}>
                    <span>
                      第{index + 1}页
                      {page.materialId === (coverId ?? pages[0]?.materialId) && (
                        <span className={styles.coverMark}> · 封面</span>
                      )}
                    </span>
                    {page.caption && <span className={styles.note}>{page.caption}</span>}
                  </div>
                </>
              )}
            </SortableGrid>
          </section>
        </form>
        <aside className={styles.panel} aria-label="预览">
          <h2 className={styles.subtitle}>预览</h2>
          {coverUrl ? (
            <img className={styles.cover} src={coverUrl} alt={`${title}的封面`} />
          ) : (
            <p className={styles.note}>添加图片后在这里预览封面。</p>
          )}
          <p>
            <strong>{title || '未命名画册'}</strong>
          </p>
          {values.description && <p className={styles.note}>{values.description}</p>}
          <p className={styles.note}>共{pages.length}页；发布后读者可左右翻页浏览。</p>
        </aside>
      </div>
      <MaterialDialog
        request={choosing ? imageRequest : null}
        onPick={addPage}
        onClose={() => setChoosing(false)}
      />
      <CaptionDialog
        page={captioning}
        onDone={(caption) => {
          if (captioning) setCaption(captioning.id, caption);
          setCaptioning(null);
        }}
        onClose={() => setCaptioning(null)}
      />
      <PublishDialog
        endpoint="albumPublish"
        item={
          publishing && saved ? { id: saved.id, title: saved.title, charged: saved.charged } : null
        }
        onClose={() => setPublishing(false)}
        onDone={async () => {
          await forget('albumList');
          void navigate(href('album_painting'));
        }}
      />
      <AlbumTempLinkDialog title={title} link={preview} onClose={() => setPreview(null)} />
    </section>
  );
}

/** 说明: the caption of one page, shown under it in the album. */
function CaptionDialog({
  page,
  onDone,
  onClose,
}: {
  page: EditorPage | null;
  onDone: (caption: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title="图片说明"
      size="small"
      isOpen={page !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      {page && <CaptionForm initial={page.caption} onDone={onDone} onClose={onClose} />}
    </Dialog>
  );
}

function CaptionForm({
  initial,
  onDone,
  onClose,
}: {
  initial: string;
  onDone: (caption: string) => void;
  onClose: () => void;
}) {
  const [caption, setCaption] = useState(initial);
  return (
    <form
      className={styles.editor}
      onSubmit={(e) => {
        e.preventDefault();
        onDone(caption.trim());
      }}
    >
      <TextField
        label="说明"
        maxLength={showcaseRules.captionMax}
        description={`不超过${showcaseRules.captionMax}个字，显示在图片下方`}
        value={caption}
        onChange={setCaption}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          确定
        </Button>
        <Button onPress={onClose}>取消</Button>
      </div>
    </form>
  );
}
