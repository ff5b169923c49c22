import { useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ArticleEditor.css.ts';

/**
 * The link of the selection: its address, checked by the app's rule before it is set; 移除链接
 * when the selection is already a link.
 */
export function LinkDialog({
  isOpen,
  initialHref,
  checkLink,
  onSave,
  onRemove,
  onClose,
}: {
  isOpen: boolean;
  initialHref: string;
  checkLink: (href: string) => string | null;
  onSave: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={initialHref ? '编辑链接' : '添加链接'}
      size="small"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
    >
      {isOpen && (
        <LinkForm
          initialHref={initialHref}
          checkLink={checkLink}
          onSave={onSave}
          onRemove={onRemove}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function LinkForm({
  initialHref,
  checkLink,
  onSave,
  onRemove,
  onClose,
}: Omit<Parameters<typeof LinkDialog>[0], 'isOpen'>) {
  const [href, setHref] = useState(initialHref);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = href.trim();
    const refusal = value === '' ? '请填写链接地址' : checkLink(value);
    setProblem(refusal);
    if (!refusal) onSave(value);
  };

  return (
    <form className={styles.linkForm} onSubmit={submit} noValidate>
      <TextField
        label="链接地址"
        value={href}
        onChange={(value) => {
          setHref(value);
          if (problem) setProblem(null);
        }}
        placeholder="https://"
        isInvalid={problem !== null}
        errorMessage={problem}
      />
      <div className={styles.linkActions}>
        {initialHref && (
          <Button variant="text" onPress={onRemove}>
            移除链接
          </Button>
        )}
        <Button onPress={onClose}>取消</Button>
        <Button variant="primary" type="submit">
          确定
        </Button>
      </div>
    </form>
  );
}
