import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { payeeAccount, type PayeeAccount } from '@p5g/api/contract';
import { Button, InlineNotice, message } from '@p5g/design-system';
import { useAction, useEndpoint } from '../../lib/endpoint-hooks.ts';
import { FormTextField } from '../../lib/form/FormTextField.tsx';
import { BackOfficeFrame } from './BackOfficeFrame.tsx';
import * as styles from './BackOffice.css.ts';

type PayeeForm = z.input<typeof payeeAccount>;

const empty: PayeeForm = { accountName: '', bankName: '', accountNumber: '' };

/**
 * 收款账户: the bank account customers remit to, which the settlement dialog, the order edit and
 * the help article 订购与支付 show them.
 */
export function Component() {
  const { data: saved, mutate } = useEndpoint('payeeAccount');
  const { control, handleSubmit, reset } = useForm<PayeeForm, unknown, PayeeAccount>({
    resolver: zodResolver(payeeAccount),
    defaultValues: empty,
  });
  useEffect(() => {
    if (saved) reset(saved);
  }, [saved, reset]);

  const save = useAction('manageSavePayeeAccount', {
    onSuccess: async () => {
      message.success('保存成功');
      await mutate();
    },
  });

  return (
    <BackOfficeFrame title="收款账户">
      <section className={styles.panel} aria-label="收款账户">
        <InlineNotice>
          客户在支付结算、修改订单和帮助中心“订购与支付”中看到此账户，并按此对公转账。
          {saved === null && '尚未设置：客户目前只看到客服热线。'}
        </InlineNotice>
        <form
          className={styles.form}
          noValidate
          aria-label="收款账户"
          onSubmit={handleSubmit((account) => void save.run(account))}
        >
          <FormTextField
            control={control}
            name="accountName"
            label="户名"
            isRequired
            maxLength={60}
          />
          <FormTextField
            control={control}
            name="bankName"
            label="开户行"
            isRequired
            maxLength={60}
          />
          <FormTextField
            control={control}
            name="accountNumber"
            label="账号"
            description="8至32位数字，可含空格"
            isRequired
            inputMode="numeric"
            maxLength={40}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" isLoading={save.isPending}>
              保存
            </Button>
          </div>
        </form>
      </section>
    </BackOfficeFrame>
  );
}
