import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBalance } from '../../format/index.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { balanceUnit, type BalanceCategory } from './balance-unit.ts';
import * as styles from './BalanceTile.css.ts';

export const balanceTileVariants = ['count', 'expiry'] as const;

export type BalanceTileProps = {
  /** Name of the balance, in the spec's words (e.g. `5G消息条数`); names the tile as a region. */
  title: ReactNode;
  /** Balance category (spec §9); decides the unit of a count. The business card is 15. */
  category: BalanceCategory;
  /** A count balance (`count`) or the business showcase's expiry date (`expiry`). Default `count`. */
  variant?: (typeof balanceTileVariants)[number];
  /** The balance of a `count` tile; above 9,999 it shows with 'w' (spec §9). Default `null`: not ordered. */
  value?: number | null;
  /** Overrides the unit of a `count` tile. Default: 个 for category 15, 条 otherwise. */
  unit?: string;
  /** The expiry date of an `expiry` tile as the app formats it (`2026-12-31`). Default `null`: not ordered. */
  expiryDate?: string | null;
  /** Follows the expiry date. Default `到期`. */
  expiryLabel?: string;
  /** Shown when the service is not ordered (a `null` value or expiry date, spec §3). Default `未订购`. */
  notOrderedLabel?: string;
  /** Heading level of the title, to fit the page outline. Default `3`. */
  headingLevel?: 2 | 3 | 4;
  /** The detail or view action (`明细`, `查看`), usually the app's router link. Default none. */
  detailAction?: ReactNode;
  /** The order link (`订购`), usually the app's router link to the shop. Default none. */
  orderAction?: ReactNode;
  /** Shows a skeleton in place of the value and marks it busy. Default `false`. */
  isLoading?: boolean;
  /** What screen readers hear while loading. Default `加载中`. */
  loadingLabel?: string;
  /** Shows `errorMessage` (and the retry button, given `onRetry`) in place of the value. Default `false`. */
  isError?: boolean;
  /** The error text. Default `余额加载失败`. */
  errorMessage?: string;
  /** Called by the retry button of the error state; without it there is no button. Default none. */
  onRetry?: () => void;
  /** Label of the retry button. Default `重试`. */
  retryLabel?: string;
};

/**
 * One balance of the account centre (spec §2): its title, the amount with its unit or the
 * showcase's expiry date, and the detail and order links the app passes in.
 */
export function BalanceTile({
  title,
  category,
  variant = 'count',
  value = null,
  unit = balanceUnit(category),
  expiryDate = null,
  expiryLabel = '到期',
  notOrderedLabel = '未订购',
  headingLevel = 3,
  detailAction,
  orderAction,
  isLoading = false,
  loadingLabel = '加载中',
  isError = false,
  errorMessage = '余额加载失败',
  onRetry,
  retryLabel = '重试',
}: BalanceTileProps) {
  const hasActions = detailAction != null || orderAction != null;
  let content: ReactNode;
  if (isLoading) {
    content = (
      <>
        <span aria-hidden className={styles.skeleton} />
        <span className={visuallyHidden}>{loadingLabel}</span>
      </>
    );
  } else if (isError) {
    content = (
      <p className={styles.error}>
        <CircleAlert aria-hidden size={16} className={styles.errorIcon} />
        <span>{errorMessage}</span>
        {onRetry && (
          <Button variant="text" size="small" onPress={onRetry}>
            {retryLabel}
          </Button>
        )}
      </p>
    );
  } else if (variant === 'expiry') {
    content =
      expiryDate === null ? (
        <p className={styles.notOrdered}>{notOrderedLabel}</p>
      ) : (
        <p className={styles.amount}>
          <span className={styles.date}>{expiryDate}</span>
          <span className={styles.unit}>{expiryLabel}</span>
        </p>
      );
  } else if (value === null) {
    content = <p className={styles.notOrdered}>{notOrderedLabel}</p>;
  } else {
    const shown = formatBalance(value);
    content = (
      <p className={styles.amount}>
        <span aria-hidden className={styles.number}>
          {shown}
        </span>
        <span aria-hidden className={styles.unit}>
          {unit}
        </span>
        {/* 'w' is the console's written shorthand for 万; a screen reader would spell it out. */}
        <span className={visuallyHidden}>{`${shown.replace(/w$/, '万')}${unit}`}</span>
      </p>
    );
  }
  return (
    <Card
      title={title}
      headingLevel={headingLevel}
      footer={
        hasActions ? (
          <div className={styles.actions}>
            {detailAction}
            {orderAction}
          </div>
        ) : undefined
      }
    >
      <div className={styles.value} aria-busy={isLoading || undefined}>
        {content}
      </div>
    </Card>
  );
}
