import { useState, type ReactNode } from 'react';
import { Button, ReasonForm } from '@p5g/design-system';
import * as styles from './BackOffice.css.ts';

export type ReviewDecision = { approve: boolean; reason?: string };

/**
 * Approve, or reject with a reason the customer will read (required, ≤ 200 characters). With
 * `approveConfirmation`, approving first shows what it will do and asks again.
 */
export function ReviewDecisionForm({
  onDecide,
  approveConfirmation,
}: {
  onDecide: (decision: ReviewDecision) => Promise<unknown>;
  approveConfirmation?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function decide(decision: ReviewDecision) {
    setPending(decision.approve ? 'approve' : 'reject');
    try {
      await onDecide(decision);
    } finally {
      setPending(null);
    }
  }

  if (confirming) {
    return (
      <section className={styles.form} aria-label="确认审核通过">
        {approveConfirmation}
        <div className={styles.actions}>
          <Button onPress={() => setConfirming(false)} isDisabled={pending !== null}>
            返回
          </Button>
          <Button
            variant="primary"
            isLoading={pending === 'approve'}
            onPress={() => void decide({ approve: true })}
          >
            确认审核通过
          </Button>
        </div>
      </section>
    );
  }

  return (
    <ReasonForm
      label="驳回原因"
      description="驳回时必填，客户将看到此原因"
      isRequired={false}
      requiredMessage="请填写驳回原因"
      value={reason}
      onChange={setReason}
      submitLabel="驳回"
      submitVariant="danger"
      isPending={pending === 'reject'}
      onSubmit={(text) => void decide({ approve: false, reason: text })}
      actionsAfter={
        <Button
          variant="primary"
          isLoading={pending === 'approve'}
          onPress={() =>
            approveConfirmation ? setConfirming(true) : void decide({ approve: true })
          }
        >
          审核通过
        </Button>
      }
    />
  );
}
