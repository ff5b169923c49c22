import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FileText, Trash2, Upload } from 'lucide-react';
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

/**
 * A refusal the user should read, such as the server's 不支持该文件类型: an `upload` that rejects
 * with it has its message shown under the field instead of `uploadErrorMessage`.
 */
export class UploadRefusal extends Error {
  override name = 'UploadRefusal';
}

export type FileUploadProps = {
  /** 上传文件并以其URL兑现；上传过程中以0–100调用 `onProgress`。必填。 */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  /** 可见标签。默认无：此时请提供 `aria-label`。 */
  label?: ReactNode;
  /** 没有可见标签时的无障碍名称。默认无。 */
  'aria-label'?: string;
  /** 上传框下的帮助文字。默认：接受的格式和大小限制。 */
  description?: ReactNode;
  /** `isInvalid` 时显示的错误（如 请上传汇款凭证）；文件自身的问题优先显示。默认无。 */
  errorMessage?: ReactNode;
  /** 将字段标记为无效，如表单库校验之后。默认 `false`。 */
  isInvalid?: boolean;
  /** 在标签上添加必填星号。默认 `false`。 */
  isRequired?: boolean;
  /** 禁止选择、拖入和删除文件。默认 `false`。 */
  isDisabled?: boolean;
  /** 接受的扩展名，带不带点、大小写均可。默认 `['jpg', 'jpeg', 'png', 'bmp']`。 */
  accept?: readonly string[];
  /** 接受的最大文件大小（MB）。默认 `5`。 */
  maxSizeMB?: number;
  /** 已上传文件的URL（受控）；没有时为 `null`。默认：非受控。 */
  value?: string | null;
  /** 非受控时的初始URL。默认 `null`。 */
  defaultValue?: string | null;
  /** 上传成功后以URL调用，删除后以 `null` 调用。默认无。 */
  onChange?: (url: string | null) => void;
  /** `upload` 失败时显示；以 `UploadRefusal` 拒绝时改为显示其消息。默认 `上传失败，请重试`。 */
  uploadErrorMessage?: string;
  /** 打开文件选择的按钮文字。默认 `选择文件`。 */
  triggerLabel?: string;
  /** 上传框内邀请拖入文件的文字。默认 `或将文件拖到此处`。 */
  dropHint?: string;
  /** 删除按钮的文字。默认 `删除`。 */
  removeLabel?: string;
  /** 预览图片的替代文字。默认 `已上传的图片`。 */
  previewAlt?: string;
  /** 已选文件的展示：`image` 以值为图片URL显示缩略图，`name` 以值为文件名显示。默认 `image`。 */
  preview?: 'image' | 'name';
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
  preview = 'image',
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
    description ?? `支持${extensions.join('、')}格式，大小不超过${maxSizeMB}MB`;
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
    } catch (error) {
      const message = error instanceof UploadRefusal ? error.message : uploadErrorMessage;
      if (attempt.current === id) setStatus({ kind: 'failed', message });
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
            {preview === 'image' ? (
              <div className={styles.thumbnail}>
                <img src={url} alt={previewAlt} className={styles.image} />
              </div>
            ) : (
              <span className={styles.fileName}>
                <FileText aria-hidden size={16} />
                {url}
              </span>
            )}
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
