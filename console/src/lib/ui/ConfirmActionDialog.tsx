import { ConfirmDialog, message } from '@p5g/design-system';
import { useAction } from '../endpoint-hooks.ts';

/** What a confirmed action on an item says: the question, the warning, the button, and once done. */
export type Confirmation = {
  title: (title: string) => string;
  message: string;
  confirmLabel: string;
  done: string;
};

/** 删除 of a draft. */
export const deleteDraft: Confirmation = {
  title: (title) => `删除草稿“${title}”？`,
  message: '删除后不可恢复。',
  confirmLabel: '删除',
  done: '草稿已删除',
};

export type ConfirmActionDialogProps = {
  /** The endpoint that acts on the item. */
  endpoint:
    | 'miniAppDelete'
    | 'miniAppInvalidate'
    | 'articleDelete'
    | 'articleInvalidate'
    | 'albumDelete'
    | 'albumUnpublish'
    | 'mediaDelete'
    | 'mediaUnpublish';
  words: Confirmation;
  /** The item asked about; the dialog is open while there is one. */
  item: { id: string; title: string } | null;
  onClose: () => void;
  /** Called once the action is done, for the list to show it. */
  onDone: () => void;
};

/** Asks before a destructive action on an item (删除, 下线), runs it, and says it is done. */
export function ConfirmActionDialog({
  endpoint,
  words,
  item,
  onClose,
  onDone,
}: ConfirmActionDialogProps) {
  const run = useAction(endpoint, {
    onSuccess: () => {
      message.success(words.done);
      onClose();
      onDone();
    },
  });
  return (
    <ConfirmDialog
      title={words.title(item?.title ?? '')}
      message={words.message}
      confirmLabel={words.confirmLabel}
      tone="danger"
      isOpen={item !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isConfirmLoading={run.isPending}
      onConfirm={() => item && void run.run({ id: item.id })}
    />
  );
}
