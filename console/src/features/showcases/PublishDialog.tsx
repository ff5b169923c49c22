import { ConfirmDialog, message } from '@p5g/design-system';
import { useAction, useEndpointCache } from '../../lib/endpoint-hooks.ts';
import { publishWarning } from './showcase-actions.ts';

export type PublishDialogProps = {
  endpoint: 'albumPublish' | 'mediaPublish';
  /** The item asked about; the dialog is open while there is one. */
  item: { id: string; title: string; charged: boolean } | null;
  onClose: () => void;
  /** Called once published, for the page to show it. */
  onDone: () => void;
};

const balanceNames = { albumPublish: '电子画册', mediaPublish: '+媒体' } as const;

/**
 * 发布 of an album or a +媒体 item: says what it costs, publishes, and refreshes the balances the
 * account centre and the layout show. A refusal (no balance) is the service's message, shown by
 * the app's failure handler; the dialog stays open.
 */
export function PublishDialog({ endpoint, item, onClose, onDone }: PublishDialogProps) {
  const { refresh } = useEndpointCache();
  const publish = useAction(endpoint, {
    onSuccess: async () => {
      message.success('已发布');
      onClose();
      onDone();
      await refresh('balance');
    },
  });
  return (
    <ConfirmDialog
      title={`发布“${item?.title ?? ''}”？`}
      message={
        item ? publishWarning({ charged: item.charged, balanceName: balanceNames[endpoint] }) : ''
      }
      confirmLabel="发布"
      isOpen={item !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isConfirmLoading={publish.isPending}
      onConfirm={() => item && void publish.run({ id: item.id })}
    />
  );
}
