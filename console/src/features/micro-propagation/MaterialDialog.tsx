import { useState } from 'react';
import { Button, Dialog, MaterialPicker, formatFileSize, type Material } from '@p5g/design-system';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { pickerMaterialOf } from '../../lib/message-view.ts';
import { statusTags } from '../../lib/status-tags.ts';
import { useMaterialUpload } from '../../lib/use-material-upload.ts';
import * as styles from './micro-propagation.css.ts';

export type MaterialRequest = {
  kind: Material['kind'];
  /** What is chosen: 封面, 图片, 视频, 音频. */
  purpose: string;
  maxBytes: number;
};

/**
 * Chooses one material of a kind from the library (material/list) for the article, or uploads
 * one there and then: its cover or a medium of its body, refused above the size the article
 * allows (spec §5: cover 3 MB, images and media 30 MB).
 */
export function MaterialDialog({
  request,
  onPick,
  onClose,
}: {
  /** What to choose; null keeps the dialog closed. */
  request: MaterialRequest | null;
  onPick: (material: Material) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={`选择${request?.purpose ?? ''}`}
      size="large"
      isOpen={request !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      {request && <MaterialChoice request={request} onPick={onPick} onClose={onClose} />}
    </Dialog>
  );
}

function MaterialChoice({
  request,
  onPick,
  onClose,
}: {
  request: MaterialRequest;
  onPick: (material: Material) => void;
  onClose: () => void;
}) {
  const { data, error, isLoading, mutate } = useEndpoint('materialList', {
    page: 1,
    pageSize: 100,
    kind: request.kind,
  });
  const [chosen, setChosen] = useState<Material | null>(null);
  // An upload lands in the library and is chosen at once.
  const { uploads, upload } = useMaterialUpload((material) => {
    void mutate();
    setChosen(pickerMaterialOf(material));
  });
  const tooLarge = chosen !== null && chosen.size > request.maxBytes;
  return (
    <div className={styles.editor}>
      <MaterialPicker
        aria-label="素材"
        materials={(data?.list ?? []).map(pickerMaterialOf)}
        reviewStatuses={statusTags.review}
        defaultFilter={request.kind}
        selectedId={chosen?.id ?? null}
        onSelectionChange={setChosen}
        isLoading={isLoading}
        error={error ? '素材加载失败' : undefined}
        onRetry={() => void mutate()}
        onUpload={(files) => void upload(files)}
        uploads={uploads}
      />
      {tooLarge && (
        <p role="alert" className={styles.note}>
          {request.purpose}不能超过{formatFileSize(request.maxBytes)}，请选择其他素材
        </p>
      )}
      <div className={styles.actions}>
        <Button
          variant="primary"
          isDisabled={chosen === null || tooLarge}
          onPress={() => chosen && onPick(chosen)}
        >
          确定
        </Button>
        <Button onPress={onClose}>取消</Button>
      </div>
    </div>
  );
}
