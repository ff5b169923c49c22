import { useState } from 'react';
import { Button, Dialog, MaterialPicker, formatFileSize, type Material } from '@p5g/design-system';
import { useEndpoint } from '../endpoint-hooks.ts';
import { pickerMaterialOf } from '../message-view.ts';
import { statusTags } from '../status-tags.ts';
import { useMaterialUpload } from '../use-material-upload.ts';
import { actions } from './card-list.css.ts';
import { choice } from './material-dialog.css.ts';
import { note } from './page.css.ts';

export type MaterialRequest = {
  kind: Material['kind'];
  /** What is chosen: 封面, 图片, 视频, 音频. */
  purpose: string;
  /** The largest file the use allows; default: any the library holds. */
  maxBytes?: number;
};

/**
 * Chooses one material of a kind from the library (material/list): an article's cover or a medium
 * of its body, refused above the size the use allows (spec §5: an article's cover 3 MB, its images
 * and media 30 MB), an album's page, a +媒体 item's medium or
 * cover; or uploads one there and then.
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
  const tooLarge =
    chosen !== null && request.maxBytes !== undefined && chosen.size > request.maxBytes;
  return (
    <div className={choice}>
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
        <p role="alert" className={note}>
          {request.purpose}不能超过{formatFileSize(request.maxBytes ?? 0)}，请选择其他素材
        </p>
      )}
      <div className={actions}>
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
