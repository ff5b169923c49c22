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
  /** 余额名称，使用规格说明中的措辞（如 `5G消息条数`）；同时作为卡片区域的名称。 */
  title: ReactNode;
  /** 余额类别（规格 §9），决定数量的单位。名片为15。 */
  category: BalanceCategory;
  /** 数量余额（`count`）或商务名片的到期日（`expiry`）。默认 `count`。 */
  variant?: (typeof balanceTileVariants)[number];
  /** `count` 卡片的余额；超过9,999时以 'w' 显示（规格 §9）。默认 `null`：未订购。 */
  value?: number | null;
  /** 覆盖 `count` 卡片的单位。默认：类别15为 个，其余为 条。 */
  unit?: string;
  /** `expiry` 卡片的到期日，由应用格式化（`2026-12-31`）。默认 `null`：未订购。 */
  expiryDate?: string | null;
  /** 到期日后的文字。默认 `到期`。 */
  expiryLabel?: string;
  /** 未订购服务时显示（值或到期日为 `null`，规格 §3）。默认 `未订购`。 */
  notOrderedLabel?: string;
  /** 标题的标题级别，与页面大纲一致。默认 `3`。 */
  headingLevel?: 2 | 3 | 4;
  /** 明细或查看操作（`明细`、`查看`），通常是应用的路由链接。默认无。 */
  detailAction?: ReactNode;
  /** 订购链接（`订购`），通常是应用指向商城的路由链接。默认无。 */
  orderAction?: ReactNode;
  /** 以骨架屏代替数值，并标记为忙碌。默认 `false`。 */
  isLoading?: boolean;
  /** 加载时读屏软件朗读的内容。默认 `加载中`。 */
  loadingLabel?: string;
  /** 以 `errorMessage`（提供 `onRetry` 时还有重试按钮）代替数值。默认 `false`。 */
  isError?: boolean;
  /** 错误文字。默认 `余额加载失败`。 */
  errorMessage?: string;
  /** 错误状态下重试按钮的回调；不提供则没有按钮。默认无。 */
  onRetry?: () => void;
  /** 重试按钮的文字。默认 `重试`。 */
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
