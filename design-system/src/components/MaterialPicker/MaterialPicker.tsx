import {
  Check,
  CircleAlert,
  Image as ImageIcon,
  ImagePlus,
  Images,
  Music,
  Play,
  Upload,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import {
  FileTrigger,
  GridList,
  GridListItem,
  ToggleButton,
  ToggleButtonGroup,
  type Selection,
} from 'react-aria-components';
import { formatDateTime } from '../../format/date.ts';
import { noBreak } from '../../styles/cjk-text.css.ts';
import { Button } from '../Button/Button.tsx';
import { Empty } from '../Empty/Empty.tsx';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { formatMediaDuration } from '../RcsPreview/rcs-message.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { StatusTag, type StatusTagProps } from '../StatusTag/StatusTag.tsx';
import {
  checkCoverFile,
  checkMaterialFile,
  coverExtensions,
  coverMaxSizeKB,
  filterMaterials,
  formatFileSize,
  isMaterialUsable,
  materialExtensions,
  materialFilterLabels,
  materialFilters,
  materialKindOfFile,
  materialKinds,
  needsCover,
  type Material,
  type MaterialFilter,
  type MaterialReviewStatus,
} from './materials.ts';
import * as styles from './MaterialPicker.css.ts';

/** An upload in flight, as the app tracks it. */
export type MaterialUpload = {
  name: string;
  /** 0–100。 */
  progress: number;
  /** 失败原因；进度条变红并显示原因。 */
  error?: string;
};

export type MaterialPickerProps = {
  /** 素材库中的素材，最新的在前。默认无（空）。 */
  materials?: readonly Material[];
  /** 各审核状态的文字与色调，由应用按契约的状态表给出。必填。 */
  reviewStatuses: Readonly<Record<MaterialReviewStatus, StatusTagProps>>;
  /** 选中素材的ID（受控）；未选为 `null`。默认：非受控。 */
  selectedId?: string | null;
  /** 非受控时初始选中的素材。默认无。 */
  defaultSelectedId?: string;
  /** 以选中的素材调用，取消选中时以 `null` 调用。默认无。 */
  onSelectionChange?: (material: Material | null) => void;
  /** 以校验通过的文件调用，视频和音频还带封面图。默认无：没有上传入口。 */
  onUpload?: (upload: { file: File; cover?: File }) => void;
  /** 进行中的上传，各带一个进度条。默认无。 */
  uploads?: readonly MaterialUpload[];
  /** 以骨架卡片代替素材网格。默认 `false`。 */
  isLoading?: boolean;
  /** 素材加载失败的原因；代替网格显示。默认无。 */
  error?: ReactNode;
  /** 与 `error` 一起提供为 重试 按钮。默认无。 */
  onRetry?: () => void;
  /** 初始的类型筛选。默认 `all`。 */
  defaultFilter?: MaterialFilter;
  /** 素材网格的无障碍名称。默认 `素材`。 */
  'aria-label'?: string;
};

const allExtensions = materialKinds.flatMap((kind) => materialExtensions[kind]);
const kindLabels = { image: '图片', video: '视频', audio: '音频' } as const;

/**
 * The material library as a picker: a type filter, a grid of materials to choose one from (arrow
 * keys move in two dimensions), and an upload entry that checks type and size first (spec §5) and
 * asks for a cover image before a video or audio is sent. Uploads in flight show progress bars.
 */
export function MaterialPicker({
  materials = [],
  reviewStatuses,
  selectedId,
  defaultSelectedId,
  onSelectionChange,
  onUpload,
  uploads = [],
  isLoading = false,
  error,
  onRetry,
  defaultFilter = 'all',
  'aria-label': ariaLabel = '素材',
}: MaterialPickerProps) {
  const [filter, setFilter] = useState<MaterialFilter>(defaultFilter);
  const [problem, setProblem] = useState<string | null>(null);
  const [coverPending, setCoverPending] = useState<{ file: File; cover?: File } | null>(null);
  const shown = filterMaterials(materials, filter);
  const hintId = useId();

  const chooseFile = (file: File) => {
    const refusal = checkMaterialFile(file);
    setProblem(refusal?.message ?? null);
    if (refusal) return;
    const kind = materialKindOfFile(file.name);
    if (kind && needsCover(kind)) setCoverPending({ file });
    else {
      setCoverPending(null);
      onUpload?.({ file });
    }
  };

  const chooseCover = (cover: File) => {
    const refusal = checkCoverFile(cover);
    setProblem(refusal?.message ?? null);
    if (!refusal) setCoverPending((pending) => pending && { ...pending, cover });
  };

  const select = (keys: Selection) => {
    const id = keys === 'all' ? null : ([...keys][0] ?? null);
    onSelectionChange?.(materials.find((material) => material.id === id) ?? null);
  };

  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label="素材类型"
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[filter]}
          onSelectionChange={(keys) => {
            const [next] = keys;
            if (next) setFilter(next as MaterialFilter);
          }}
          className={styles.filters}
        >
          {materialFilters.map((key) => (
            <ToggleButton key={key} id={key} className={styles.filter}>
              {materialFilterLabels[key]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {onUpload && (
          <FileTrigger
            acceptedFileTypes={allExtensions.map((extension) => `.${extension}`)}
            onSelect={(files) => {
              const file = files?.[0];
              if (file) chooseFile(file);
            }}
          >
            <Button variant="primary" size="small" aria-describedby={hintId}>
              <Upload aria-hidden size={14} />
              上传素材
            </Button>
          </FileTrigger>
        )}
      </div>
      {onUpload && (
        <p id={hintId} className={styles.hint}>
          支持jpg、png、gif图片，mp4视频，mp3、m4a、amr音频，单个文件不超过2MB；视频和音频需同时上传封面图片
        </p>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      {coverPending && (
        <div role="group" aria-label="选择封面" className={styles.coverStep}>
          <p className={styles.coverText}>
            {coverPending.cover
              ? `${coverPending.file.name}，封面：${coverPending.cover.name}`
              : `请为 ${coverPending.file.name} 选择封面图片（jpg、png，不超过${coverMaxSizeKB}KB）`}
          </p>
          <FileTrigger
            acceptedFileTypes={coverExtensions.map((extension) => `.${extension}`)}
            onSelect={(files) => {
              const cover = files?.[0];
              if (cover) chooseCover(cover);
            }}
          >
            <Button size="small">
              <ImagePlus aria-hidden size={14} />
              {coverPending.cover ? '更换封面' : '选择封面'}
            </Button>
          </FileTrigger>
          {coverPending.cover && (
            <Button
              variant="primary"
              size="small"
              onPress={() => {
                onUpload?.({ file: coverPending.file, cover: coverPending.cover });
                setCoverPending(null);
              }}
            >
              上传
            </Button>
          )}
          <Button
            variant="text"
            size="small"
            onPress={() => {
              setCoverPending(null);
              setProblem(null);
            }}
          >
            取消
          </Button>
        </div>
      )}
      {uploads.length > 0 && (
        <ul aria-label="上传进度" className={styles.uploads}>
          {uploads.map((upload, index) => (
            <li key={`${upload.name}-${index}`}>
              <ProgressBar
                size="small"
                label={upload.name}
                value={upload.progress}
                status={upload.error ? 'error' : upload.progress >= 100 ? 'success' : 'active'}
                description={upload.error}
              />
            </li>
          ))}
        </ul>
      )}
      {isLoading ? (
        <Skeleton shape="cards" count={6} columns={3} lines={2} label="素材加载中" />
      ) : error != null ? (
        <Empty
          icon={CircleAlert}
          description={error}
          action={
            onRetry && (
              <Button size="small" onPress={onRetry}>
                重试
              </Button>
            )
          }
        />
      ) : (
        <GridList
          aria-label={ariaLabel}
          layout="grid"
          selectionMode="single"
          items={shown}
          disabledKeys={materials.filter((m) => !isMaterialUsable(m)).map((m) => m.id)}
          selectedKeys={
            selectedId === undefined ? undefined : selectedId === null ? [] : [selectedId]
          }
          defaultSelectedKeys={defaultSelectedId ? [defaultSelectedId] : undefined}
          onSelectionChange={select}
          renderEmptyState={() => (
            <Empty
              icon={Images}
              size="small"
              description={
                filter === 'all' ? '暂无素材' : `暂无${materialFilterLabels[filter]}素材`
              }
            />
          )}
          className={styles.grid}
        >
          {(material) => (
            <GridListItem id={material.id} textValue={material.name} className={styles.item}>
              {({ isSelected }) => (
                <MaterialTile
                  material={material}
                  reviewStatus={reviewStatuses[material.reviewStatus]}
                  isSelected={isSelected}
                />
              )}
            </GridListItem>
          )}
        </GridList>
      )}
    </div>
  );
}

function MaterialTile({
  material,
  reviewStatus,
  isSelected,
}: {
  material: Material;
  reviewStatus: StatusTagProps;
  isSelected: boolean;
}) {
  const picture = material.kind === 'image' ? material.url : material.coverUrl;
  const duration =
    material.durationSeconds == null ? null : formatMediaDuration(material.durationSeconds);
  return (
    <>
      <div className={styles.thumbnail}>
        {picture ? (
          <img src={picture} alt="" className={styles.thumbnailImage} />
        ) : material.kind === 'audio' ? (
          <Music aria-hidden size={28} />
        ) : (
          <ImageIcon aria-hidden size={28} />
        )}
        {material.kind !== 'image' && (
          <span className={styles.kindBadge}>
            {material.kind === 'video' ? (
              <Play aria-hidden size={12} fill="currentColor" />
            ) : (
              <Music aria-hidden size={12} />
            )}
            {kindLabels[material.kind]}
            {duration && ` ${duration}`}
          </span>
        )}
        {isSelected && (
          <span className={styles.selectedMark}>
            <Check aria-hidden size={14} strokeWidth={3} />
          </span>
        )}
      </div>
      <div className={styles.itemBody}>
        <span className={styles.itemName} title={material.name}>
          {material.name}
        </span>
        <span className={styles.itemMeta}>
          <span className={noBreak}>{formatFileSize(material.size)}</span>
          {material.expiresAt != null && (
            <>
              {' · '}
              <span className={noBreak}>{formatDateTime(material.expiresAt).slice(0, 10)}到期</span>
            </>
          )}
        </span>
        <StatusTag {...reviewStatus} />
      </div>
    </>
  );
}
