import { useState, type ReactNode } from 'react';
import { Button, TextArea } from '@p5g/design-system';
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
  onDecide: (decision: ReviewDecision) => Promise<void>;
  approveConfirmation?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function decide(approve: boolean) {
    if (!approve && reason.trim() === '') {
      setProblem('请填写驳回原因');
      return;
    }
    setPending(approve ? 'approve' : 'reject');
    try {
      await onDecide(approve ? { approve } : { approve, reason: reason.trim() });
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
            onPress={() => void decide(true)}
          >
            确认审核通过
          </Button>
        </div>
      </section>
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void decide(false);
      }}
    >
      <TextArea
        label="驳回原因"
        description="驳回时必填，客户将看到此原因"
        rows={3}
        maxLength={200}
        showCount
        value={reason}
        onChange={(value) => {
          setReason(value);
          setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" isLoading={pending === 'reject'}>
          驳回
        </Button>
        <Button
          variant="primary"
          isLoading={pending === 'approve'}
          onPress={() => (approveConfirmation ? setConfirming(true) : void decide(true))}
        >
          审核通过
        </Button>
      </div>
    </form>
  );
}
