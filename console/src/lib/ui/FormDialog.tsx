import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { EndpointName, RequestOf, ResponseOf } from '@p5g/api/contract';
import { Button, Dialog, message, type DialogProps } from '@p5g/design-system';
import { ApiCallError } from '../api-client.ts';
import { useAction } from '../endpoint-hooks.ts';
import * as styles from './form-dialog.css.ts';

export type FormDialogProps<N extends EndpointName, Form extends FieldValues> = {
  title: string;
  size?: DialogProps['size'];
  /** The form is mounted afresh, from `defaultValues`, each time the dialog opens. */
  isOpen: boolean;
  onClose: () => void;
  /** Checks each field as it is left and the whole form on submit. */
  schema: z.ZodType<Form, Form>;
  defaultValues: DefaultValues<Form>;
  /** The endpoint a valid form is sent to, and the request made of the form. */
  action: N;
  toInput: (form: Form) => RequestOf<N>;
  successMessage: string;
  /** What the submit button says it does. Default 保存. */
  submitLabel?: string;
  /** After the success message (a refresh, closing the dialog); the button spins until it ends. */
  onSaved: (data: ResponseOf<N>) => unknown;
  /**
   * The service's refusals that concern one field, by their message: shown under that field.
   * Any other failure goes to the app's handler (spec §8).
   */
  fieldErrors?: Partial<Record<Path<Form>, readonly string[]>>;
  /** The fields, given the form. */
  children: (form: UseFormReturn<Form>) => ReactNode;
};

/**
 * A dialog holding one form (react-hook-form checked by a zod schema), sent with `useAction`:
 * its button (保存, or what `submitLabel` says) spins while it is sent, a success says so and calls `onSaved`, a refusal about a field is
 * shown on that field.
 */
export function FormDialog<N extends EndpointName, Form extends FieldValues>(
  props: FormDialogProps<N, Form>,
) {
  const { title, size, isOpen, onClose } = props;
  return (
    <Dialog title={title} size={size} isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      {isOpen && <DialogForm {...props} />}
    </Dialog>
  );
}

function DialogForm<N extends EndpointName, Form extends FieldValues>({
  schema,
  defaultValues,
  action,
  toInput,
  successMessage,
  submitLabel = '保存',
  onSaved,
  fieldErrors = {},
  children,
}: FormDialogProps<N, Form>) {
  const form = useForm<Form>({ resolver: zodResolver(schema), mode: 'onBlur', defaultValues });
  const save = useAction(action, {
    onSuccess: async (data) => {
      message.success(successMessage);
      await onSaved(data);
    },
    onFailure: (error, handleFailure) => {
      const field = error instanceof ApiCallError && fieldRefused(error.message, fieldErrors);
      if (field) form.setError(field, { message: error.message }, { shouldFocus: true });
      else handleFailure(error);
    },
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={form.handleSubmit((values) => save.run(toInput(values)))}
    >
      {children(form)}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isLoading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The field a refusal's message is about, if it is one of `fieldErrors`'. */
function fieldRefused<Form extends FieldValues>(
  refusal: string,
  fieldErrors: Partial<Record<Path<Form>, readonly string[]>>,
): Path<Form> | undefined {
  const entries = Object.entries(fieldErrors) as [Path<Form>, readonly string[]][];
  return entries.find(([, messages]) => messages.includes(refusal))?.[0];
}
