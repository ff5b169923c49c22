import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Order } from '@p5g/api/contract';
import {
  Button,
  cartTotal,
  Dialog,
  FileUpload,
  UploadRefusal,
  MoneyField,
  TextArea,
  message,
  type CartLine,
} from '@p5g/design-system';
import { formatMoney } from '@p5g/design-system/format';
import { api } from '../api.ts';
import { ApiCallError } from '../api-client.ts';
import { errorReaction } from '../error-reaction.ts';
import { FormTextField } from '../form/FormTextField.tsx';
import {
  centsToYuanInput,
  chargePayload,
  newRequestKey,
  rechargePayload,
  settlementForm,
  settlementMessages,
  type SettlementForm,
} from './settlement.ts';
import { uploadRefusalOf } from '../upload-refusal.ts';
import { useFailureHandler } from '../use-failure-handler.ts';
import { PayeeAccount } from './PayeeAccount.tsx';
import * as styles from './SettlementDialog.css.ts';

type Subject =
  | { mode: 'add'; lines: readonly CartLine[] }
  /** An order whose orderStatus is 3: resubmitted with a new serial number and proof. */
  | { mode: 'edit'; order: Order };

export type SettlementDialogProps = Subject & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the order's number after it was submitted (or resubmitted) and the success message shown. */
  onDone: (orderNo: string) => void;
};

/**
 * The payment settlement dialog (spec §2, §5, §8): whom to remit to, the amount remitted in yuan
 * (fixed when editing), the transfer's serial number, the proof image and a remark. Each opening
 * gets its own request key, so a retried submission cannot place the order twice.
 */
export function SettlementDialog({ isOpen, onOpenChange, ...props }: SettlementDialogProps) {
  return (
    <Dialog
      title={props.mode === 'add' ? '支付结算' : '修改订单'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <SettlementBody {...props} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

type BodyProps = Subject & { onDone: (orderNo: string) => void; onCancel: () => void };

/** Mounted while the dialog is open: one request key per opening. */
function SettlementBody({ onCancel, onDone, ...props }: BodyProps) {
  const [requestKey] = useState(newRequestKey);
  const [submitting, setSubmitting] = useState(false);
  const handleFailure = useFailureHandler();
  const { mode } = props;
  const total = props.mode === 'add' ? cartTotal({ lines: [...props.lines] }) : props.order.pay;
  const { control, handleSubmit } = useForm<SettlementForm>({
    resolver: zodResolver(settlementForm(mode)),
    defaultValues:
      props.mode === 'add'
        ? { pay: centsToYuanInput(total), flowNo: '', prove: '', remark: '' }
        : {
            pay: centsToYuanInput(props.order.pay),
            flowNo: props.order.flowNo,
            prove: props.order.prove,
            remark: props.order.remark ?? '',
          },
  });

  const onSubmit = handleSubmit(async (form) => {
    setSubmitting(true);
    try {
      const { orderNo } =
        props.mode === 'add'
          ? await api.call('charge', chargePayload(form, props.lines, requestKey))
          : await api.call('recharge', rechargePayload(form, props.order.orderNo, requestKey));
      message.success(settlementMessages[mode].success);
      onDone(orderNo);
    } catch (error) {
      // Session, permission and level reactions are the app's; any other refusal is 结算失败 / 修改失败.
      if (error instanceof ApiCallError && errorReaction(error.failure).kind === 'message') {
        message.error(settlementMessages[mode].failure);
      } else {
        handleFailure(error);
      }
    } finally {
      setSubmitting(false);
    }
  });

  const uploadProof = async (file: File, onProgress: (percent: number) => void) => {
    try {
      const url = await api.upload('upload', file);
      onProgress(100);
      return url;
    } catch (error) {
      const refusal = uploadRefusalOf(error);
      if (refusal !== null) throw new UploadRefusal(refusal);
      handleFailure(error);
      throw error;
    }
  };

  const items =
    props.mode === 'add'
      ? props.lines.map((line) => ({
          key: String(line.productId),
          name: line.title,
          count: line.quantity,
          amount: line.price * line.quantity,
        }))
      : props.order.items.map((item) => ({
          key: item.id,
          name: item.name,
          count: item.repetitions,
          amount: item.price * item.repetitions,
        }));

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="结算信息">
      <ul className={styles.summary} aria-label="订单商品">
        {items.map((item) => (
          <li key={item.key} className={styles.summaryLine}>
            <span>
              {item.name} × {item.count}
            </span>
            <span>{formatMoney(item.amount)}</span>
          </li>
        ))}
        <li className={`${styles.summaryLine} ${styles.total}`}>
          <span>订单金额</span>
          <span>{formatMoney(total)}</span>
        </li>
      </ul>
      <PayeeAccount orderNo={props.mode === 'edit' ? props.order.orderNo : undefined} />
      <Controller
        control={control}
        name="pay"
        render={({ field, fieldState }) => (
          <MoneyField
            label="汇款金额（元）"
            isRequired
            isReadOnly={mode === 'edit'}
            description={mode === 'edit' ? '修改订单时汇款金额不可修改' : undefined}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <FormTextField
        control={control}
        name="flowNo"
        label="交易流水编号"
        isRequired
        maxLength={64}
      />
      <Controller
        control={control}
        name="prove"
        render={({ field, fieldState }) => (
          <FileUpload
            label="汇款凭证"
            isRequired
            upload={uploadProof}
            value={field.value || null}
            onChange={(url) => field.onChange(url ?? '')}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            previewAlt="汇款凭证"
          />
        )}
      />
      <Controller
        control={control}
        name="remark"
        render={({ field, fieldState }) => (
          <TextArea
            label="备注"
            rows={3}
            maxLength={200}
            showCount
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div className={styles.actions}>
        <Button onPress={onCancel} isDisabled={submitting}>
          取消
        </Button>
        <Button type="submit" variant="primary" isLoading={submitting}>
          {mode === 'add' ? '提交订单' : '修改'}
        </Button>
      </div>
    </form>
  );
}
