import { Link } from 'react-aria-components';
import { balanceUnit } from '@p5g/design-system';
import { formatBalance } from '@p5g/design-system/format';
import { layoutBalance } from './layout-balance.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import * as styles from './shell.css.ts';

/** The module's balance beside its sub-tabs (spec §2), with the order link for managers. */
export function BalanceCard({ category, canOrder }: { category: 1 | 2 | 3; canOrder: boolean }) {
  const { data } = useEndpoint('balance');
  if (!data) return null;
  const { title, value, balanceCategory, orderHref } = layoutBalance(category, data);
  const unit = balanceUnit(balanceCategory);
  const shown = formatBalance(value);
  return (
    <section aria-label={title} className={styles.balance}>
      <span className={styles.balanceTitle}>{title}</span>
      <span className={styles.balanceValue} aria-hidden>
        {shown}
      </span>
      <span aria-hidden>{unit}</span>
      <span className={styles.visuallyHidden}>{`${shown.replace(/w$/, '万')}${unit}`}</span>
      {canOrder && (
        <Link href={orderHref} className={styles.balanceOrder}>
          订购
        </Link>
      )}
    </section>
  );
}
