import { Button, message } from '@p5g/design-system';
import { useAction } from '../endpoint-hooks.ts';

export type SubmitForReviewButtonProps = {
  /** The endpoint that submits this kind of item for review. */
  endpoint: 'chatbotSubmit' | 'templateSubmit' | 'miniAppSubmit' | 'articleSubmit';
  /** The item's id. */
  id: string;
  /** Called once the item is submitted, for the list to show its new status. */
  onSubmitted: () => void;
};

/** 提交审核 on an item's card: submits it for review and says 已提交审核. */
export function SubmitForReviewButton({ endpoint, id, onSubmitted }: SubmitForReviewButtonProps) {
  const submit = useAction(endpoint, {
    onSuccess: () => {
      message.success('已提交审核');
      onSubmitted();
    },
  });
  return (
    <Button
      variant="primary"
      size="small"
      isLoading={submit.isPending}
      onPress={() => void submit.run({ id })}
    >
      提交审核
    </Button>
  );
}
