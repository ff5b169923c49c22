import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../Dialog/ConfirmDialog.tsx';
import { ServiceOrderCard } from '../private/ServiceOrderCard.tsx';

/** Spec §4 support-rights orderStatus: 1 inactive, 2 activated, 3 disabled or expired. */
export const supportRightStatuses = [1, 2, 3] as const;

export type SupportRightCardProps = {
  /** Order id (spec §3), passed back through `onActivate`. Required. */
  id: number | string;
  /** Product name, the card's heading. Required. */
  prodName: string;
  /** Product description. Default none. */
  prodDesc?: string | null;
  /** Order description. Default none. */
  orderDesc?: string | null;
  /** 1 inactive (activate button), 2 activated (progress), 3 disabled or expired (greyed). Required. */
  orderStatus: (typeof supportRightStatuses)[number];
  /** Service progress 1–4 (需求待提交, 处理中, 内容验收, 已完成), shown when activated. Default none (step 1). */
  orderServiceStatus?: number | null;
  /** Expiry date as the server sends it, shown as is. Default none. */
  orderExpireDate?: string | null;
  /**
   * Called with `id` once the user confirms activation. Return a promise to keep the confirmation
   * open with a spinner until it settles: it closes on success and stays open on failure. Default none.
   */
  onActivate?: (id: number | string) => void | Promise<unknown>;
  /** Activation is running: the activate button shows a spinner and ignores presses. Default `false`. */
  isActivating?: boolean;
  /** Label of the activate button. Default `立即激活`. */
  activateLabel?: string;
  /** Heading level of the product name, to fit the page outline. Default `3`. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A support-rights order on the development and operations support pages (spec §2, §4). Activation
 * cannot be undone, so it is confirmed in a danger dialog first.
 */
export function SupportRightCard({
  id,
  orderStatus,
  onActivate,
  isActivating = false,
  activateLabel = '立即激活',
  headingLevel = 3,
  ...order
}: SupportRightCardProps) {
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isConfirmPending, setConfirmPending] = useState(false);

  const confirm = async () => {
    const result = onActivate?.(id);
    if (!(result instanceof Promise)) {
      setConfirmOpen(false);
      return;
    }
    setConfirmPending(true);
    try {
      await result;
      setConfirmOpen(false);
    } catch {
      // The app reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setConfirmPending(false);
    }
  };

  return (
    <ServiceOrderCard
      {...order}
      statusFamily="supportRight"
      status={orderStatus}
      showProgress={orderStatus === 2}
      headingLevel={headingLevel}
      isDisabled={orderStatus === 3}
      footer={
        orderStatus === 1 ? (
          <>
            <Button
              variant="primary"
              size="small"
              isLoading={isActivating}
              onPress={() => setConfirmOpen(true)}
            >
              {activateLabel}
            </Button>
            <ConfirmDialog
              tone="danger"
              title="确定激活该权益吗？"
              message={`「${order.prodName}」激活后不可撤销，请确认后再操作。`}
              confirmLabel="确认激活"
              isOpen={isConfirmOpen}
              onOpenChange={setConfirmOpen}
              isConfirmLoading={isConfirmPending}
              onConfirm={confirm}
            />
          </>
        ) : undefined
      }
    />
  );
}
