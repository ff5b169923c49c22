import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../Dialog/ConfirmDialog.tsx';
import type { StatusTagProps } from '../StatusTag/StatusTag.tsx';
import { ServiceOrderCard } from '../private/ServiceOrderCard.tsx';

/** Spec §4 support-rights orderStatus: 1 inactive, 2 activated, 3 disabled or expired. */
export const supportRightStatuses = [1, 2, 3] as const;

type SupportRightStatus = (typeof supportRightStatuses)[number];

export type SupportRightCardProps = {
  /** 订单ID（规格 §3），通过 `onActivate` 回传。必填。 */
  id: number | string;
  /** 产品名称，即卡片标题。必填。 */
  prodName: string;
  /** 产品描述。默认无。 */
  prodDesc?: string | null;
  /** 订单描述。默认无。 */
  orderDesc?: string | null;
  /** 1未激活（激活按钮），2已激活（显示进度），3已停用或已过期（置灰）。必填。 */
  orderStatus: SupportRightStatus;
  /** 各状态的文字与色调，由应用按契约的状态表给出。必填。 */
  statuses: Readonly<Record<SupportRightStatus, StatusTagProps>>;
  /** 服务进度1–4（需求待提交、处理中、内容验收、已完成），激活后显示。默认无（第1步）。 */
  orderServiceStatus?: number | null;
  /** 服务端返回的到期日，原样显示。默认无。 */
  orderExpireDate?: string | null;
  /**
   * 用户确认激活后以 `id` 调用。返回Promise时确认框保持打开并显示加载图标直到结束：成功则关闭，失
   * 败则保持打开。默认无。
   */
  onActivate?: (id: number | string) => void | Promise<unknown>;
  /** 正在激活：激活按钮显示加载图标并忽略点击。默认 `false`。 */
  isActivating?: boolean;
  /** 激活按钮的文字。默认 `立即激活`。 */
  activateLabel?: string;
  /** 产品名称的标题级别，与页面大纲一致。默认 `3`。 */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A support-rights order on the development and operations support pages (spec §2, §4). Activation
 * cannot be undone, so it is confirmed in a danger dialog first.
 */
export function SupportRightCard({
  id,
  orderStatus,
  statuses,
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
      status={statuses[orderStatus]}
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
