import { useState } from 'react';
import { Button, TextArea } from '@p5g/design-system';
import * as styles from './BackOffice.css.ts';

/** Approve, or reject with a reason the customer will read (required, ≤ 200 characters). */
export function ReviewDecisionForm({
  onDecide,
}: {
  onDecide: (decision: { approve: boolean; reason?: string }) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);

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
          onPress={() => void decide(true)}
        >
          审核通过
        </Button>
      </div>
    </form>
  );
}
