import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { z } from 'zod';
import {
  mediaKindNames,
  mediaKinds,
  mediaSaveRequest,
  showcaseRules,
  type MediaItem,
  type MediaKind,
} from '@p5g/api/contract';
import { Button, Card, Empty, TextArea, type Material } from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { formatTime } from '../../lib/format-time.ts';
import { ConfirmActionDialog, type Confirmation } from '../../lib/ui/ConfirmActionDialog.tsx';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';
import { ItemCardActions } from '../../lib/ui/ItemCardActions.tsx';
import { MaterialDialog, type MaterialRequest } from '../../lib/ui/MaterialDialog.tsx';
import { PagedCards } from '../../lib/ui/PagedCards.tsx';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { PublishDialog } from './PublishDialog.tsx';
import { showcaseActions } from './showcase-actions.ts';
import * as styles from './showcases.css.ts';

const pageSize = 12;

/** The form of a +媒体 item: the medium and cover chosen from the library, title, description. */
const mediaForm = z.object({
  medium: z
    .object({ id: z.string(), kind: z.enum(mediaKinds) })
    .nullable()
    .refine(Boolean, '请选择视频或音频'),
  cover: z.object({ id: z.string(), url: z.string() }).nullable().refine(Boolean, '请选择封面图片'),
  title: mediaSaveRequest.shape.title,
  description: mediaSaveRequest.shape.description.unwrap(),
});
type MediaForm = z.infer<typeof mediaForm>;

const blankItem: MediaForm = { medium: null, cover: null, title: '', description: '' };

const formOf = (item: MediaItem): MediaForm => ({
  medium: { id: item.materialId, kind: item.kind },
  cover: { id: item.coverMaterialId, url: item.coverUrl },
  title: item.title,
  description: item.description,
});

/**
 * +媒体 (/media/media_cms, the account centre's +media view link): the company's video and audio
 * items with cover, title and description; 发布 puts one on the company home (one +媒体 from the
 * balance, the first time), 下架 takes it off, 删除 removes what is not public.
 */
export function Component() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MediaItem | 'new' | null>(null);
  const [publishing, setPublishing] = useState<MediaItem | null>(null);
  const [unpublishing, setUnpublishing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);
  const list = useEndpoint('mediaList', { page, pageSize });
  const refresh = () => void list.mutate();
  const startItem = () => setEditing('new');

  return (
    <section className={styles.page} aria-labelledby="media-title">
      <div className={styles.header}>
        <h1 id="media-title" className={styles.title}>
          +媒体
        </h1>
        <Button variant="primary" onPress={startItem}>
          添加媒体
        </Button>
      </div>
      <p className={styles.note}>
        从素材库选择视频或音频并配上封面；发布后显示在企业主页的媒体栏目，首次发布扣减一个+媒体余额。
      </p>
      <PagedCards
        aria-label="+媒体"
        what="+媒体"
        list={list}
        pages={{ page, setPage }}
        pageSize={pageSize}
        empty={
          <Empty
            description="您还没有+媒体"
            action={
              <Button variant="primary" onPress={startItem}>
                添加媒体
              </Button>
            }
          />
        }
        className={styles.list}
      >
        {(item) => {
          const actions = showcaseActions(item.status);
          return (
            <Card
              title={item.title}
              headingLevel={2}
              element="article"
              extra={<StatusTag family="showcase" value={item.status} />}
              footer={
                <ItemCardActions
                  onEdit={() => setEditing(item)}
                  onDelete={actions.delete ? () => setDeleting(item) : undefined}
                >
                  {actions.publish && (
                    <Button size="small" variant="primary" onPress={() => setPublishing(item)}>
                      发布
                    </Button>
                  )}
                  {actions.unpublish && (
                    <Button variant="text" size="small" onPress={() => setUnpublishing(item)}>
                      下架
                    </Button>
                  )}
                </ItemCardActions>
              }
            >
              <img className={styles.cover} src={item.coverUrl} alt="" loading="lazy" />
              <dl className={styles.facts}>
                <dt className={styles.term}>类型</dt>
                <dd className={styles.definition}>{mediaKindNames[item.kind]}</dd>
                {item.description && (
                  <>
                    <dt className={styles.term}>简介</dt>
                    <dd className={styles.definition}>{item.description}</dd>
                  </>
                )}
                <dt className={styles.term}>更新时间</dt>
                <dd className={styles.definition}>{formatTime(item.updateTime)}</dd>
              </dl>
            </Card>
          );
        }}
      </PagedCards>
      <FormDialog
        title={editing === 'new' ? '添加媒体' : '编辑媒体'}
        size="medium"
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        schema={mediaForm}
        defaultValues={editing === null || editing === 'new' ? blankItem : formOf(editing)}
        action="mediaSave"
        toInput={(form) => ({
          ...(editing !== null && editing !== 'new' && { id: editing.id }),
          materialId: form.medium!.id,
          coverMaterialId: form.cover!.id,
          title: form.title,
          description: form.description,
        })}
        successMessage="已保存"
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      >
        {({ control }) => <MediaFields control={control} />}
      </FormDialog>
      <PublishDialog
        endpoint="mediaPublish"
        item={publishing}
        onClose={() => setPublishing(null)}
        onDone={refresh}
      />
      <ConfirmActionDialog
        endpoint="mediaUnpublish"
        words={unpublishMedia}
        item={unpublishing}
        onClose={() => setUnpublishing(null)}
        onDone={refresh}
      />
      <ConfirmActionDialog
        endpoint="mediaDelete"
        words={deleteMedia}
        item={deleting}
        onClose={() => setDeleting(null)}
        onDone={refresh}
      />
    </section>
  );
}

const mediumRequests: Record<MediaKind, MaterialRequest> = {
  video: { kind: 'video', purpose: '视频' },
  audio: { kind: 'audio', purpose: '音频' },
};
const coverRequest: MaterialRequest = { kind: 'image', purpose: '封面' };

function MediaFields({ control }: { control: Control<MediaForm> }) {
  const [request, setRequest] = useState<MaterialRequest | null>(null);
  const [pick, setPick] = useState<((material: Material) => void) | null>(null);
  const choose = (next: MaterialRequest, onPick: (material: Material) => void) => {
    setPick(() => onPick);
    setRequest(next);
  };
  const close = () => {
    setRequest(null);
    setPick(null);
  };
  return (
    <>
      <Controller
        control={control}
        name="medium"
        render={({ field, fieldState }) => (
          <div className={styles.chosen} role="group" aria-label="视频或音频">
            <span>媒体：</span>
            <span className={styles.note}>
              {field.value ? `已选择${mediaKindNames[field.value.kind]}` : '未选择'}
            </span>
            {mediaKinds.map((kind) => (
              <Button
                key={kind}
                size="small"
                onPress={() =>
                  choose(mediumRequests[kind], (material) =>
                    field.onChange({ id: material.id, kind }),
                  )
                }
              >
                选择{mediaKindNames[kind]}
              </Button>
            ))}
            {fieldState.error && (
              <span role="alert" className={styles.note}>
                {fieldState.error.message}
              </span>
            )}
          </div>
        )}
      />
      <Controller
        control={control}
        name="cover"
        render={({ field, fieldState }) => (
          <div className={styles.chosen} role="group" aria-label="封面">
            <span>封面：</span>
            {field.value ? (
              <img className={styles.thumb} src={field.value.url} alt="已选封面" />
            ) : (
              <span className={styles.note}>未选择</span>
            )}
            <Button
              size="small"
              onPress={() =>
                choose(coverRequest, (material) =>
                  field.onChange({ id: material.id, url: material.url }),
                )
              }
            >
              {field.value ? '更换封面' : '选择封面'}
            </Button>
            {fieldState.error && (
              <span role="alert" className={styles.note}>
                {fieldState.error.message}
              </span>
            )}
          </div>
        )}
      />
      <FormTextField
        control={control}
        name="title"
        label="标题"
        isRequired
        maxLength={showcaseRules.mediaTitleMax}
        description={`不超过${showcaseRules.mediaTitleMax}个字`}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextArea
            label="简介"
            rows={3}
            maxLength={showcaseRules.mediaDescriptionMax}
            description={`不超过${showcaseRules.mediaDescriptionMax}个字`}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <MaterialDialog
        request={request}
        onPick={(material) => {
          pick?.(material);
          close();
        }}
        onClose={close}
      />
    </>
  );
}

const unpublishMedia: Confirmation = {
  title: (title) => `下架“${title}”？`,
  message: '下架后不再显示在企业主页；再次发布不再扣减余额。',
  confirmLabel: '下架',
  done: '已下架',
};

const deleteMedia: Confirmation = {
  title: (title) => `删除“${title}”？`,
  message: '删除后不可恢复。',
  confirmLabel: '删除',
  done: '已删除',
};
