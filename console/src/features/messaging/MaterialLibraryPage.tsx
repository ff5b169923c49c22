import { Fragment, useState } from 'react';
import { materialRules, type Material } from '@p5g/api/contract';
import {
  Button,
  ConfirmDialog,
  MaterialPicker,
  Pagination,
  formatFileSize,
  message,
} from '@p5g/design-system';
import { statusTags } from '../../lib/status-tags.ts';
import { StatusTag } from '../../lib/ui/StatusTag.tsx';
import { formatTime } from '../../lib/format-time.ts';
import { deleteWarning, materialListPolling } from './material-rules.ts';
import { pickerMaterialOf } from '../../lib/message-view.ts';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { registrationTone } from './service-account-rules.ts';
import { useMaterialUpload } from '../../lib/use-material-upload.ts';
import * as styles from './messaging.css.ts';

const pageSize = 60;
const kindNames = { image: '图片', video: '视频', audio: '音频' } as const;
const reviewNames = { pending: '审核中', approved: '已通过', rejected: '已驳回' } as const;

/**
 * 素材库 (/pe/material_library): the company's images, videos and audio with upload (a cover for
 * video and audio), each carrier's review, and delete — warned first when templates use it, as
 * they become invalid (status 0).
 */
export function Component() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useEndpoint(
    'materialList',
    { page, pageSize },
    materialListPolling,
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { uploads, upload } = useMaterialUpload((material) => {
    message.success(`${material.name} 已上传，等待运营商审核`);
    void mutate();
  });
  const selected = data?.list.find((m) => m.id === selectedId) ?? null;

  return (
    <section className={styles.page} aria-labelledby="material-library-title">
      <div className={styles.header}>
        <h1 id="material-library-title" className={styles.title}>
          素材库
        </h1>
        {data && (
          <p className={styles.note}>
            已使用 {data.total} / {materialRules.quota} 个；未被模板使用的素材上传
            {materialRules.unusedExpiryDays} 天后失效
          </p>
        )}
      </div>
      <div className={styles.editor}>
        <div className={styles.panel}>
          <MaterialPicker
            aria-label="素材"
            materials={data?.list.map(pickerMaterialOf)}
            reviewStatuses={statusTags.review}
            selectedId={selectedId}
            onSelectionChange={(material) => setSelectedId(material?.id ?? null)}
            onUpload={(files) => void upload(files)}
            uploads={uploads}
            isLoading={isLoading}
            error={error ? '素材加载失败' : undefined}
            onRetry={() => void mutate()}
          />
          {data && data.total > pageSize && (
            <Pagination page={page} pageSize={pageSize} total={data.total} onChange={setPage} />
          )}
        </div>
        <aside className={`${styles.panel} ${styles.sticky}`} aria-label="素材详情">
          {selected ? (
            <MaterialDetail
              material={selected}
              onDeleted={() => {
                setSelectedId(null);
                void mutate();
              }}
            />
          ) : (
            <p className={styles.note}>选择一个素材查看详情和审核状态。</p>
          )}
        </aside>
      </div>
    </section>
  );
}

function MaterialDetail({ material, onDeleted }: { material: Material; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useAction('materialDelete', {
    onSuccess: () => {
      message.success('素材已删除');
      setConfirming(false);
      onDeleted();
    },
  });

  return (
    <>
      <h2 className={styles.subtitle}>{material.name}</h2>
      <dl className={styles.details}>
        <dt className={styles.term}>类型</dt>
        <dd className={styles.definition}>{kindNames[material.kind]}</dd>
        <dt className={styles.term}>大小</dt>
        <dd className={styles.definition}>{formatFileSize(material.size)}</dd>
        {material.durationSeconds != null && (
          <>
            <dt className={styles.term}>时长</dt>
            <dd className={styles.definition}>{Math.round(material.durationSeconds)} 秒</dd>
          </>
        )}
        <dt className={styles.term}>审核状态</dt>
        <dd className={styles.definition}>
          <StatusTag family="review" value={pickerMaterialOf(material).reviewStatus} />
        </dd>
        {material.carriers.map((carrier) => (
          <Fragment key={carrier.carrier}>
            <dt className={styles.term}>{carrier.carrierName}</dt>
            <dd className={`${styles.definition} ${styles.tone[registrationTone[carrier.state]]}`}>
              {reviewNames[carrier.state]}
              {carrier.reason && `：${carrier.reason}`}
            </dd>
          </Fragment>
        ))}
        <dt className={styles.term}>使用情况</dt>
        <dd className={styles.definition}>
          {material.usedBy > 0 ? `${material.usedBy} 个模板使用中` : '未被使用'}
        </dd>
        {material.expireTime && (
          <>
            <dt className={styles.term}>失效时间</dt>
            <dd className={styles.definition}>{formatTime(material.expireTime)}</dd>
          </>
        )}
        <dt className={styles.term}>上传时间</dt>
        <dd className={styles.definition}>{formatTime(material.createTime)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="danger" size="small" onPress={() => setConfirming(true)}>
          删除素材
        </Button>
      </div>
      <ConfirmDialog
        title={`删除素材“${material.name}”？`}
        message={deleteWarning(material)}
        confirmLabel="删除"
        tone="danger"
        isOpen={confirming}
        onOpenChange={setConfirming}
        isConfirmLoading={remove.isPending}
        onConfirm={() => void remove.run({ id: material.id })}
      />
    </>
  );
}
