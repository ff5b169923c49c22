import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  articleDocument,
  articleMessages,
  articlePaidFeatureNames,
  articleRules,
  contentReviewStatus,
  isArticleLink,
  type ArticleDetail,
  type ArticleDocument,
  type ArticleDocumentInput,
} from '@p5g/api/contract';
import { articleExtensions } from '@p5g/api/contract/article';
import {
  ArticleEditor,
  Button,
  Dialog,
  InlineNotice,
  Link,
  MapSheet,
  NumberField,
  Skeleton,
  Switch,
  Tabs,
  TextArea,
  type ArticleEditorProps,
  type ArticleMedia,
  type ArticleMediaKind,
  type Material,
} from '@p5g/design-system';
import { useAction, useEndpoint, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { href } from '../../lib/routes-table.ts';
import { useAutosave, useDraftAddress } from '../../lib/use-autosave.ts';
import { DraftEditorHeader, DraftReviewNotices } from '../../lib/ui/DraftEditorHeader.tsx';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { ArticlePreview } from '../../lib/ui/ArticlePreview.tsx';
import { MaterialDialog, type MaterialRequest } from '../../lib/ui/MaterialDialog.tsx';
import { TempLinkDialog } from './TempLinkDialog.tsx';
import * as styles from './micro-propagation.css.ts';

type Form = ArticleDocumentInput;

const blankArticle: Form = {
  title: '',
  cover: null,
  summary: '',
  body: { type: 'doc', content: [{ type: 'paragraph' }] },
  mapPoint: null,
  related: [],
  unlimitedVisits: false,
};

const mediaRequests: Record<ArticleMediaKind, MaterialRequest> = {
  image: { kind: 'image', purpose: '图片', maxBytes: articleRules.mediaMaxBytes },
  video: { kind: 'video', purpose: '视频', maxBytes: articleRules.mediaMaxBytes },
  audio: { kind: 'audio', purpose: '音频', maxBytes: articleRules.mediaMaxBytes },
};
const coverRequest: MaterialRequest = {
  kind: 'image',
  purpose: '封面',
  maxBytes: articleRules.coverMaxBytes,
};

const checkLink = (href: string) => (isArticleLink(href) ? null : articleMessages.link);

/** The map's default centre for a new point: Tiananmen, GCJ-02. */
const newPoint = { title: '', address: '', lng: 116.397428, lat: 39.90923 };

/**
 * The article editor (/government/article_editor?id=): title, cover, summary, body, map point and
 * related items, saved as a draft a moment after each change (a new article is created at its
 * first valid save), with the desktop and phone previews of the saved draft beside it; 提交审核
 * and 分享预览 once saved. An article in review or taken down cannot be changed.
 */
export function Component() {
  const draft = useDraftAddress('article_editor');
  const detail = useEndpoint('articleGet', draft.isNew ? null : { id: draft.id });

  if (draft.isNew) {
    return (
      <ArticleForm key="new" initial={null} onCreated={(created) => draft.created(created.id)} />
    );
  }
  if (detail.error) {
    return <LoadFailed description="微传播加载失败" onRetry={() => void detail.mutate()} />;
  }
  if (!detail.data) return <Skeleton shape="text" label="微传播加载中" />;
  return <ArticleForm key={draft.id} initial={detail.data} onCreated={() => {}} />;
}

function ArticleForm({
  initial,
  onCreated,
}: {
  initial: ArticleDetail | null;
  onCreated: (detail: ArticleDetail) => void;
}) {
  const navigate = useNavigate();
  const { forget } = useEndpointCache();
  const [saved, setSaved] = useState<ArticleDetail | null>(initial);
  const [materialRequest, setMaterialRequest] = useState<MaterialRequest | null>(null);
  const pickRef = useRef<((material: Material | null) => void) | null>(null);
  const [sharing, setSharing] = useState(false);
  const form = useForm<Form, unknown, ArticleDocument>({
    resolver: zodResolver(articleDocument),
    mode: 'onTouched',
    defaultValues: initial?.document ?? blankArticle,
  });
  const values = useWatch({ control: form.control });
  const parsed = useMemo(() => articleDocument.safeParse(values), [values]);
  const save = useAction('articleSave');
  const saveState = useAutosave({
    id: initial?.id ?? null,
    save: save.run,
    document: parsed.success ? parsed.data : null,
    changed: values,
    onCreated,
    onSaved: setSaved,
  });
  const onSubmitted = async () => {
    await forget('articleList');
    void navigate(href('gover_micro_propagation'));
  };
  const locked =
    initial?.status === contentReviewStatus.review ||
    initial?.status === contentReviewStatus.invalid;

  /** Opens the library for `request`; resolves with the material chosen, or null. */
  const chooseMaterial = (request: MaterialRequest) =>
    new Promise<Material | null>((resolve) => {
      pickRef.current = resolve;
      setMaterialRequest(request);
    });
  const closeMaterials = (material: Material | null) => {
    setMaterialRequest(null);
    pickRef.current?.(material);
    pickRef.current = null;
  };
  const pickMedia = async (kind: ArticleMediaKind): Promise<ArticleMedia | null> => {
    const material = await chooseMaterial(mediaRequests[kind]);
    if (!material) return null;
    return {
      materialId: material.id,
      src: material.url,
      ...(kind === 'video' && { poster: material.coverUrl ?? null }),
    };
  };

  if (locked) {
    return (
      <section className={styles.page} aria-labelledby="article-editor-title">
        <h1 id="article-editor-title" className={styles.title}>
          {initial?.document.title}
        </h1>
        <InlineNotice type="warning">
          {initial?.status === contentReviewStatus.review
            ? '审核中的微传播不能修改，审核结束后可以编辑。'
            : '已下线的微传播不能修改。'}
        </InlineNotice>
      </section>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="article-editor-title">
      <DraftEditorHeader
        titleId="article-editor-title"
        title="编辑微传播"
        saveState={saveState}
        submit={{ endpoint: 'articleSubmit', id: saved?.id ?? null, onSubmitted }}
      >
        <Button isDisabled={saved === null} onPress={() => setSharing(true)}>
          分享预览
        </Button>
      </DraftEditorHeader>
      <DraftReviewNotices draft={initial} stillLive="线上版本照常访问" />
      <div className={styles.workspace}>
        <form
          className={styles.editor}
          aria-label="微传播内容"
          onSubmit={(e) => e.preventDefault()}
        >
          <section className={styles.panel} aria-label="基本信息">
            <FormTextField
              control={form.control}
              name="title"
              label="标题"
              isRequired
              maxLength={articleRules.titleMax}
              description={`不超过${articleRules.titleMax}个字`}
            />
            <CoverField control={form.control} onChoose={() => chooseMaterial(coverRequest)} />
            <Controller
              control={form.control}
              name="summary"
              render={({ field, fieldState }) => (
                <TextArea
                  label="摘要"
                  rows={2}
                  maxLength={articleRules.summaryMax}
                  description="分享时显示在标题下方"
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          </section>
          <Controller
            control={form.control}
            name="body"
            render={({ field, fieldState }) => (
              <ArticleEditor
                extensions={articleExtensions}
                // The contract's body is Tiptap JSON, its lists typed loosely (a recursive schema).
                defaultValue={field.value as ArticleEditorProps['defaultValue']}
                onChange={(body) => field.onChange(body)}
                isRequired
                checkLink={checkLink}
                pickMedia={pickMedia}
                description={`图片、视频、音频从素材库选择，单个不超过${articleRules.mediaMaxBytes / 1024 / 1024}MB`}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <MapPointFields control={form.control} />
          <RelatedFields control={form.control} />
          <Controller
            control={form.control}
            name="unlimitedVisits"
            render={({ field }) => (
              <Switch
                isSelected={field.value ?? false}
                onChange={field.onChange}
                description="每日访问量不设上限；使用付费专享功能的微传播，每天有人访问时从微传播余额扣费"
              >
                {articlePaidFeatureNames.unlimitedVisits}
                <span className={styles.paid}>付费专享</span>
              </Switch>
            )}
          />
        </form>
        <aside className={styles.previews} aria-label="预览">
          {saved ? (
            <>
              <Tabs
                aria-label="预览方式"
                items={[
                  {
                    id: 'phone',
                    title: '手机预览',
                    content: (
                      <ArticlePreview
                        document={saved.document}
                        html={saved.html}
                        device="phone"
                        label="手机预览"
                      />
                    ),
                  },
                  {
                    id: 'desktop',
                    title: '电脑预览',
                    content: (
                      <ArticlePreview
                        document={saved.document}
                        html={saved.html}
                        device="desktop"
                        label="电脑预览"
                      />
                    ),
                  },
                ]}
              />
              <p className={styles.note}>
                预览为最近一次保存的内容。
                <Link href={href('mpEidtPreiviewM', { id: saved.id })} target="_blank">
                  新窗口打开手机预览
                </Link>
                {' · '}
                <Link href={href('mpEidtPreiview', { id: saved.id })} target="_blank">
                  新窗口打开电脑预览
                </Link>
              </p>
            </>
          ) : (
            <p className={styles.note}>填写标题后自动保存，保存后在这里预览。</p>
          )}
        </aside>
      </div>
      <MaterialDialog
        request={materialRequest}
        onPick={closeMaterials}
        onClose={() => closeMaterials(null)}
      />
      <TempLinkDialog
        article={sharing && saved ? { id: saved.id, title: saved.document.title } : null}
        onClose={() => setSharing(false)}
      />
    </section>
  );
}

function CoverField({
  control,
  onChoose,
}: {
  control: Control<Form>;
  onChoose: () => Promise<Material | null>;
}) {
  return (
    <Controller
      control={control}
      name="cover"
      render={({ field }) => (
        <div className={styles.chosen} role="group" aria-label="封面">
          <span>封面：</span>
          {field.value ? (
            <img className={styles.coverThumb} src={field.value.src} alt="已选封面" />
          ) : (
            <span className={styles.note}>未选择（jpg、png，不超过3MB）</span>
          )}
          <Button
            size="small"
            onPress={async () => {
              const material = await onChoose();
              if (material) field.onChange({ materialId: material.id, src: material.url });
            }}
          >
            {field.value ? '更换封面' : '选择封面'}
          </Button>
          {field.value && (
            <Button variant="text" size="small" onPress={() => field.onChange(null)}>
              移除封面
            </Button>
          )}
        </div>
      )}
    />
  );
}

/** The map point (spec §3 map options): a name, an address and its place, checked on the map. */
function MapPointFields({ control }: { control: Control<Form> }) {
  const [showingMap, setShowingMap] = useState(false);
  const point = useWatch({ control, name: 'mapPoint' });
  return (
    <section className={styles.panel} aria-labelledby="map-point-title">
      <h2 id="map-point-title" className={styles.subtitle}>
        地图位置
      </h2>
      <Controller
        control={control}
        name="mapPoint"
        render={({ field }) => (
          <Switch
            isSelected={field.value != null}
            onChange={(on) => field.onChange(on ? newPoint : null)}
            description="读者可在文章底部打开地图并导航到这里"
          >
            添加地图位置
          </Switch>
        )}
      />
      {point && (
        <>
          <div className={styles.row}>
            <FormTextField
              control={control}
              name="mapPoint.title"
              label="地点名称"
              isRequired
              maxLength={50}
            />
            <FormTextField
              control={control}
              name="mapPoint.address"
              label="详细地址"
              isRequired
              maxLength={100}
            />
          </div>
          <div className={styles.row}>
            {(['lng', 'lat'] as const).map((axis) => (
              <Controller
                key={axis}
                control={control}
                name={`mapPoint.${axis}`}
                render={({ field, fieldState }) => (
                  <NumberField
                    label={axis === 'lng' ? '经度' : '纬度'}
                    isRequired
                    value={field.value === undefined ? '' : String(field.value)}
                    onChange={(value) => field.onChange(value === '' ? undefined : Number(value))}
                    onBlur={field.onBlur}
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </div>
          <div>
            <Button size="small" onPress={() => setShowingMap(true)}>
              在地图上查看
            </Button>
          </div>
          <Dialog title="地图位置" size="large" isOpen={showingMap} onOpenChange={setShowingMap}>
            <div className={styles.mapBox}>
              <MapSheet
                title={point.title || '未命名地点'}
                address={point.address ?? ''}
                point={
                  point.lng !== undefined && point.lat !== undefined
                    ? { lng: point.lng, lat: point.lat }
                    : null
                }
                onBack={() => setShowingMap(false)}
              />
            </div>
          </Dialog>
        </>
      )}
    </section>
  );
}

/** Up to five related items (spec §5): a title of at most 45 characters and a link by the rule. */
function RelatedFields({ control }: { control: Control<Form> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'related' });
  return (
    <section className={styles.panel} aria-labelledby="related-title">
      <h2 id="related-title" className={styles.subtitle}>
        相关资讯
      </h2>
      {fields.length > 0 && (
        <ol className={styles.related} aria-label="相关资讯">
          {fields.map((item, index) => (
            <li key={item.id} className={styles.relatedItem}>
              <FormTextField
                control={control}
                name={`related.${index}.title`}
                label={`标题${index + 1}`}
                isRequired
                maxLength={articleRules.relatedTitleMax}
              />
              <FormTextField
                control={control}
                name={`related.${index}.url`}
                label={`链接${index + 1}`}
                isRequired
                placeholder="http://"
              />
              <Button variant="text" size="small" onPress={() => remove(index)}>
                删除
              </Button>
            </li>
          ))}
        </ol>
      )}
      <p className={styles.note}>
        最多{articleRules.relatedMax}条；链接以http://或https://开头，或为本平台的分享预览链接
      </p>
      <div>
        <Button
          size="small"
          isDisabled={fields.length >= articleRules.relatedMax}
          onPress={() => append({ title: '', url: '' })}
        >
          添加相关资讯
        </Button>
      </div>
    </section>
  );
}
