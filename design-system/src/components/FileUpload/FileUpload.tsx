import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Trash2, Upload } from 'lucide-react';
import {
  DropZone,
  FileTrigger,
  Label,
  LabelContext,
  ProgressBar,
  Provider,
  Text,
  TextContext,
  isFileDropItem,
} from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css.ts';
import { Button } from '../Button/Button.tsx';
import { FieldDescription, FieldLabel } from '../private/FieldParts.tsx';
import { checkUploadFile, normaliseExtensions } from './checkUploadFile.ts';
import * as styles from './FileUpload.css.ts';

/** The proof-of-payment formats of spec §5. */
export const defaultUploadAccept = ['jpg', 'jpeg', 'png', 'bmp'] as const;

export type FileUploadProps = {
  /** Sends the file and resolves with its URL; call `onProgress` with 0–100 as it goes. Required. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** Visible label. Default none: then give `aria-label`. */
  label?: ReactNode;
  /** Accessible name when there is no visible label. Default none. */
  'aria-label'?: string;
  /** Help text under the box. Default: the accepted formats and the size limit. */
  description?: ReactNode;
  /** Error shown while `isInvalid` (e.g. 请上传汇款凭证); a file's own problem shows first. Default none. */
  errorMessage?: ReactNode;
  /** Marks the field invalid, as a form library does after validation. Default `false`. */
  isInvalid?: boolean;
  /** Adds the required asterisk to the label. Default `false`. */
  isRequired?: boolean;
  /** Blocks choosing, dropping and removing files. Default `false`. */
  isDisabled?: boolean;
  /** Accepted extensions, with or without the dot, any case. Default `['jpg', 'jpeg', 'png', 'bmp']`. */
  accept?: readonly string[];
  /** Largest accepted file in MB. Default `5`. */
  maxSizeMB?: number;
  /** URL of the uploaded file (controlled); `null` when none. Default: uncontrolled. */
  value?: string | null;
  /** Initial URL when uncontrolled. Default `null`. */
  defaultValue?: string | null;
  /** Called with the URL after an upload succeeds, and with `null` when it is removed. Default none. */
  onChange?: (url: string | null) => void;
  /** Shown when `upload` rejects. Default `上传失败，请重试`. */
  uploadErrorMessage?: string;
  /** Text of the button that opens the file picker. Default `选择文件`. */
  triggerLabel?: string;
  /** Text in the box that invites dropping a file. Default `或将文件拖到此处`. */
  dropHint?: string;
  /** Text of the remove button. Default `删除`. */
  removeLabel?: string;
  /** Alternative text of the preview image. Default `已上传的图片`. */
  previewAlt?: string;
};

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; percent: number }
  | { kind: 'failed'; message: string };

/**
 * Picks or drops one image, checks its type and size (spec §5), sends it through the injected
 * `upload` with a progress bar, then shows a preview with a remove button. Holds the file's URL as
 * its value, so react-hook-form's `Controller` can drive it.
 */
export function FileUpload({
  upload,
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  accept = defaultUploadAccept,
  maxSizeMB = 5,
  value,
  defaultValue = null,
  onChange,
  uploadErrorMessage = '上传失败，请重试',
  triggerLabel = '选择文件',
  dropHint = '或将文件拖到此处',
  removeLabel = '删除',
  previewAlt = '已上传的图片',
}: FileUploadProps) {
  const [uncontrolledUrl, setUncontrolledUrl] = useState(defaultValue);
  const url = value === undefined ? uncontrolledUrl : value;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const rootRef = useRef<HTMLDivElement>(null);
  // The trigger and the preview replace each other; focus moves to whichever just appeared.
  const pendingFocus = useRef<'trigger' | 'remove' | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    rootRef.current?.querySelector<HTMLElement>(`[data-focus-target="${target}"]`)?.focus();
  });
  // Each upload gets a number; a result that arrives after a newer upload, or after unmounting, is dropped.
  const attempt = useRef(0);
  useEffect(
    () => () => {
      attempt.current += 1;
    },
    [],
  );

  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const extensions = normaliseExtensions(accept);
  const shownDescription =
    description ?? `支持 ${extensions.join('、')} 格式，大小不超过 ${maxSizeMB}MB`;
  const shownError =
    status.kind === 'failed' ? status.message : isInvalid && errorMessage ? errorMessage : null;

  const setUrl = (next: string | null) => {
    if (value === undefined) setUncontrolledUrl(next);
    onChange?.(next);
  };

  const start = async (file: File) => {
    if (isDisabled) return;
    const problem = checkUploadFile(file, { accept: extensions, maxSizeMB });
    if (problem) {
      setStatus({ kind: 'failed', message: problem.message });
      return;
    }
    const id = ++attempt.current;
    setStatus({ kind: 'uploading', fileName: file.name, percent: 0 });
    try {
      const uploaded = await upload(file, (percent) => {
        if (attempt.current === id) setStatus({ kind: 'uploading', fileName: file.name, percent });
      });
      if (attempt.current !== id) return;
      // Only follow with focus if the user is still here, not if they moved on while it uploaded.
      if (rootRef.current?.contains(document.activeElement)) pendingFocus.current = 'remove';
      setStatus({ kind: 'idle' });
      setUrl(uploaded);
    } catch {
      if (attempt.current === id) setStatus({ kind: 'failed', message: uploadErrorMessage });
    }
  };

  const describedBy = [descriptionId, shownError ? errorId : null].filter(Boolean).join(' ');

  return (
    <div
      ref={rootRef}
      role="group"
      aria-labelledby={label ? labelId : undefined}
      aria-label={label ? undefined : ariaLabel}
      className={styles.root}
    >
      <Provider
        values={[
          [LabelContext, { id: labelId, elementType: 'span' }],
          [TextContext, { slots: { description: { id: descriptionId } } }],
        ]}
      >
        {label && <FieldLabel isRequired={isRequired}>{label}</FieldLabel>}
        {url ? (
          <div className={styles.preview}>
            <div className={styles.thumbnail}>
              <img src={url} alt={previewAlt} className={styles.image} />
            </div>
            <Button
              variant="text"
              size="small"
              isDisabled={isDisabled}
              data-focus-target="remove"
              onPress={() => {
                pendingFocus.current = 'trigger';
                setStatus({ kind: 'idle' });
                setUrl(null);
              }}
            >
              <Trash2 aria-hidden size={14} />
              {removeLabel}
            </Button>
          </div>
        ) : (
          <DropZone
            isDisabled={isDisabled}
            data-invalid={shownError ? true : undefined}
            className={styles.dropZone}
            onDrop={async (event) => {
              const item = event.items.find(isFileDropItem);
              if (item && status.kind !== 'uploading') await start(await item.getFile());
            }}
          >
            <Upload aria-hidden size={24} className={styles.icon} />
            <FileTrigger
              acceptedFileTypes={extensions.map((extension) => `.${extension}`)}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) void start(file);
              }}
            >
              <Button
                variant="secondary"
                size="small"
                isDisabled={isDisabled}
                isLoading={status.kind === 'uploading'}
                data-focus-target="trigger"
                aria-describedby={describedBy}
              >
                {triggerLabel}
              </Button>
            </FileTrigger>
            <Text slot="label" className={styles.hint}>
              {dropHint}
            </Text>
            {status.kind === 'uploading' && (
              <ProgressBar value={status.percent} className={styles.progress}>
                {({ percentage = 0, valueText }) => (
                  <>
                    <div className={styles.progressText}>
                      <Label className={styles.progressLabel}>正在上传 {status.fileName}</Label>
                      <span className={styles.progressValue}>{valueText}</span>
                    </div>
                    <div className={styles.track}>
                      <div className={styles.fill} style={{ width: `${percentage}%` }} />
                    </div>
                  </>
                )}
              </ProgressBar>
            )}
          </DropZone>
        )}
        <FieldDescription>{shownDescription}</FieldDescription>
        {shownError && (
          <span id={errorId} role="alert" className={fieldStyles.errorMessage}>
            {shownError}
          </span>
        )}
      </Provider>
    </div>
  );
}
