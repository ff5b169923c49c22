import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { feedbackRequest } from '@p5g/api/contract';
import { Button, Dialog, TextArea, message } from '@p5g/design-system';
import { useAction } from '../endpoint-hooks.ts';
import { FormTextField } from '../form/FormTextField.tsx';
import { showFailureMessage } from '../show-failure.ts';
import { storedUser } from '../session.ts';
import * as styles from './FeedbackDialog.css.ts';

/** A visitor leaves a mobile number: the reply goes there by SMS (feedback/add). */
const visitorSchema = feedbackRequest.required({ contact: true });
type FeedbackForm = { content: string; contact?: string };

/**
 * 在线留言 (spec §7 feedback/add): the message and, for a visitor, a mobile number. A signed-in
 * customer's reply arrives in the inbox, a visitor's by SMS.
 */
export function FeedbackDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <Dialog title="在线留言" isOpen={isOpen} onOpenChange={onOpenChange}>
      {isOpen && <FeedbackFormBody onSent={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function FeedbackFormBody({ onSent }: { onSent: () => void }) {
  const signedIn = storedUser(localStorage) !== null;
  const { control, handleSubmit, formState } = useForm<FeedbackForm>({
    resolver: zodResolver(signedIn ? feedbackRequest : visitorSchema),
    mode: 'onBlur',
    defaultValues: signedIn ? { content: '' } : { content: '', contact: '' },
  });

  const send = useAction('addFeedback', {
    onSuccess: () => {
      message.success(
        signedIn
          ? '留言已提交，回复将发送到您的消息中心'
          : '留言已提交，回复将以短信发送到您的手机',
      );
      onSent();
    },
    onFailure: showFailureMessage,
  });
  const onSubmit = handleSubmit((form) => send.run(form));

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>
        {signedIn
          ? '请描述您的问题或建议，客服回复后将发送到您的消息中心。'
          : '请描述您的问题或建议，并留下手机号，客服将以短信回复您。'}
      </p>
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <TextArea
            label="留言内容"
            isRequired
            rows={5}
            maxLength={500}
            showCount
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      {!signedIn && (
        <FormTextField
          control={control}
          name="contact"
          label="手机号"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          isRequired
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={formState.isSubmitting}>
          提交留言
        </Button>
      </div>
    </form>
  );
}
