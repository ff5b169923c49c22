import { Button, message } from '@p5g/design-system';
import { useAction } from '../endpoint-hooks.ts';

export type SubmitForReviewButtonProps = {
  /** The endpoint that submits this kind of item for review. */
  endpoint: 'chatbotSubmit' | 'templateSubmit' | 'miniAppSubmit' | 'articleSubmit';
  /** The item's id. */
  id: string;
  /** Called once the item is submitted, for the list to show its new status. */
  onSubmitted: () => void;
  /** Small on a card (the default), medium in an editor's header. */
  size?: 'small' | 'medium';
  isDisabled?: boolean;
};

/** 提交审核 on an item's card or editor: submits it for review and says 已提交审核. */
export function SubmitForReviewButton({
  endpoint,
  id,
  onSubmitted,
  size = 'small',
  isDisabled,
}: SubmitForReviewButtonProps) {
  const submit = useAction(endpoint, {
    onSuccess: () => {
      message.success('已提交审核');
      onSubmitted();
    },
  });
  return (
    <Button
      variant="primary"
      size={size}
      isDisabled={isDisabled}
      isLoading={submit.isPending}
      onPress={() => void submit.run({ id })}
    >
      提交审核
    </Button>
  );
}
