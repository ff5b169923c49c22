import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { templateLimits, type TemplateSaveRequest } from '@p5g/api/contract';
import {
  Button,
  Dialog,
  MaterialPicker,
  type Material,
  type MaterialUpload,
} from '@p5g/design-system';
import { statusTags } from '../../lib/status-tags.ts';
import { filterBrackets } from '@p5g/design-system/input-filters';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { ActionListFields } from './ActionListFields.tsx';
import type { TemplateFile } from '../../lib/message-view.ts';
import * as styles from './messaging.css.ts';

type Form = TemplateSaveRequest;

/** What the card editor needs of the material library: the files and an upload entry. */
export type MaterialSource = {
  materials: readonly Material[];
  isLoading: boolean;
  error: boolean;
  onRetry: () => void;
  onUpload: (upload: { file: File; cover?: File }) => void;
  uploads: readonly MaterialUpload[];
  /** Files already known to the draft (from template/get), for names of media not in the list. */
  known: readonly TemplateFile[];
};

/** One rich card: media from the material library, title, description and up to 4 buttons. */
export function CardFields({
  control,
  prefix,
  legend,
  source,
  onRemove,
}: {
  control: Control<Form>;
  /** `content.card` or `content.cards.N`. */
  prefix: string;
  legend: string;
  source: MaterialSource;
  /** Offered for carousel cards beyond the minimum. */
  onRemove?: () => void;
}) {
  const at = (field: string) => `${prefix}.${field}` as FieldPath<Form>;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <Controller
        control={control}
        name={at('mediaId')}
        render={({ field }) => (
          <MediaChoice
            legend={legend}
            value={(field.value as string | undefined) ?? null}
            onChange={(id) => field.onChange(id ?? undefined)}
            source={source}
          />
        )}
      />
      <FormTextField
        control={control}
        name={at('title')}
        label="卡片标题"
        isRequired
        maxLength={templateLimits.cardTitleMax}
        filter={filterBrackets}
      />
      <FormTextField
        control={control}
        name={at('description')}
        label="卡片描述"
        isRequired
        maxLength={templateLimits.cardDescriptionMax}
        filter={filterBrackets}
        description={`不超过${templateLimits.cardDescriptionMax}个字符，可用{变量名}插入变量`}
      />
      <ActionListFields
        control={control}
        name={at('buttons') as never}
        title="卡片按钮"
        itemName="按钮"
        max={templateLimits.buttonsPerCard}
      />
      {onRemove && (
        <div className={styles.actions}>
          <Button variant="text" size="small" onPress={onRemove}>
            删除{legend}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function MediaChoice({
  legend,
  value,
  onChange,
  source,
}: {
  legend: string;
  value: string | null;
  onChange: (id: string | null) => void;
  source: MaterialSource;
}) {
  const [isOpen, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(value);
  const name =
    source.materials.find((m) => m.id === value)?.name ??
    source.known.find((f) => f.id === value)?.name;
  return (
    <div className={styles.mediaChoice}>
      <span>卡片媒体：{value ? (name ?? '已选素材') : '未选择'}</span>
      <Button
        size="small"
        onPress={() => {
          setChosen(value);
          setOpen(true);
        }}
      >
        <ImagePlus aria-hidden size={14} />
        {value ? '更换素材' : '选择素材'}
      </Button>
      {value && (
        <Button
          variant="text"
          size="small"
          onPress={() => onChange(null)}
          aria-label={`移除${legend}的素材`}
        >
          <X aria-hidden size={14} />
          移除
        </Button>
      )}
      <Dialog title={`为${legend}选择素材`} isOpen={isOpen} onOpenChange={setOpen}>
        <div className={styles.form}>
          <MaterialPicker
            aria-label="素材"
            materials={source.materials}
            reviewStatuses={statusTags.review}
            selectedId={chosen}
            onSelectionChange={(material) => setChosen(material?.id ?? null)}
            onUpload={source.onUpload}
            uploads={source.uploads}
            isLoading={source.isLoading}
            error={source.error ? '素材加载失败' : undefined}
            onRetry={source.onRetry}
          />
          <div className={styles.actions}>
            <Button
              variant="primary"
              isDisabled={!chosen}
              onPress={() => {
                onChange(chosen);
                setOpen(false);
              }}
            >
              确定
            </Button>
            <Button onPress={() => setOpen(false)}>取消</Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
