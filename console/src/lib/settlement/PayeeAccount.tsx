import type { ReactNode } from 'react';
import { CopyButton, Descriptions, InlineNotice, Skeleton } from '@p5g/design-system';
import { serviceHours, servicePhone } from '../contact.ts';
import { useEndpoint } from '../endpoint-hooks.ts';
import { accountNumberForReading } from './payee-account.ts';
import * as styles from './PayeeAccount.css.ts';

type PayeeAccountProps = {
  /** The order the transfer pays: its number is the transfer's remark. Omitted before it exists. */
  orderNo?: string;
  /** Level of the 收款账户 heading. Default 3. */
  headingLevel?: 2 | 3 | 4;
};

const withCopy = (shown: ReactNode, text: string, what: string) => (
  <span className={styles.value}>
    <span>{shown}</span>
    <CopyButton text={text} what={what} />
  </span>
);

/**
 * Whom to pay by bank transfer (spec §1): 户名, 开户行 and 账号 as the management platform set
 * them, each with a copy button, and the order number to give as the transfer's remark.
 */
export function PayeeAccount({ orderNo, headingLevel = 3 }: PayeeAccountProps) {
  const { data: account } = useEndpoint('payeeAccount');
  if (account === undefined) return <Skeleton lines={3} />;
  if (account === null) {
    return (
      <InlineNotice title="收款账户">
        收款账户信息请致电客服热线 {servicePhone.display}（{serviceHours}）获取。
      </InlineNotice>
    );
  }
  return (
    <Descriptions
      title="收款账户"
      headingLevel={headingLevel}
      columns={1}
      items={[
        { label: '户名', value: withCopy(account.accountName, account.accountName, '户名') },
        { label: '开户行', value: withCopy(account.bankName, account.bankName, '开户行') },
        {
          label: '账号',
          value: withCopy(
            accountNumberForReading(account.accountNumber),
            account.accountNumber,
            '账号',
          ),
        },
        {
          label: '转账备注',
          value: orderNo
            ? withCopy(orderNo, orderNo, '订单编号')
            : '订单编号（提交订单后生成，可在订单详情中查看）',
        },
      ]}
    />
  );
}
