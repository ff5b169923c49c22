import { lazy, memo, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { nextTierOf } from '@p5g/api/contract';
import { useNavigate } from 'react-router-dom';
import {
  BalanceTile,
  Button,
  LevelBar,
  Link,
  Skeleton,
  type LevelId,
  type TrendItem,
} from '@p5g/design-system';
import {
  balanceTiles,
  benefitModule,
  levelBenefits,
  usageTrends,
  type BalanceTileSpec,
} from './account-centre.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { href } from '../../lib/routes-table.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { OnceOpened } from './OnceOpened.tsx';
import * as styles from './AccountPage.css.ts';

// Below the first screen or behind a button: each loads as its own chunk when first shown.
/** Starts loading the trend chart's chunk (the account centre does as it opens). */
export const loadTrendChart = () => import('./trend-chart.ts');
const TrendChart = memo(lazy(loadTrendChart));
const BalanceAlarmDialog = lazy(() =>
  import('./BalanceAlarmDialog.tsx').then((module) => ({ default: module.BalanceAlarmDialog })),
);
const BalanceDetailDialog = lazy(() =>
  import('./BalanceDetailDialog.tsx').then((module) => ({ default: module.BalanceDetailDialog })),
);

/**
 * The account centre's overview (spec §2): level and benefits, the six balances and three 7-day
 * trends. Every request goes out at once: each section asks for its own data when it mounts. Each
 * section keeps what it shows until its own data changes: the app's spinner and SWR settings
 * re-render every component with a data hook.
 */
export function Overview() {
  return (
    <>
      <LevelSection />
      <BalanceSection />
      <TrendSection />
    </>
  );
}

function LevelSection() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useEndpoint('levelInfo');
  const content = useMemo(() => {
    if (isLoading) {
      return (
        <div className={styles.levelPlaceholder}>
          <Skeleton lines={4} label="等级信息加载中" />
        </div>
      );
    }
    if (error || !data) {
      return <LoadFailed description="等级信息加载失败" onRetry={() => void mutate()} />;
    }
    return (
      <>
        {data.serviceStopped && (
          <p className={styles.notice} role="status">
            试用期内未购买任何服务，服务已暂停；购买任意服务后即可恢复。
          </p>
        )}
        <LevelBar
          levelId={data.levelId as LevelId}
          levelName={data.levelName}
          chargeMoney={data.chargeMoney}
          levelThreshold={data.levelThreshold}
          nextLevelThreshold={data.nextLevelThreshold}
          nextLevelName={nextTierOf(data.levelId as LevelId)?.levelName}
          benefits={levelBenefits(data.rightList)}
          onBenefitPress={(category) => navigate(href(benefitModule(category)))}
        />
      </>
    );
  }, [data, error, isLoading, mutate, navigate]);
  return (
    <section className={`${styles.panel} ${styles.levelSection}`} aria-labelledby="level-title">
      <h2 id="level-title" className={styles.panelTitle}>
        等级与权益
      </h2>
      {content}
    </section>
  );
}

function BalanceSection() {
  const { data, error, isLoading, mutate } = useEndpoint('balance');
  const [detailOf, setDetailOf] = useState<BalanceTileSpec | null>(null);
  const [isAlarmOpen, setAlarmOpen] = useState(false);
  const tiles = useMemo(
    () =>
      balanceTiles.map((tile) => (
        <BalanceTile
          key={tile.key}
          title={tile.title}
          category={tile.category}
          variant={tile.variant}
          value={tile.variant === 'count' && data ? (data[tile.key] as number) : null}
          expiryDate={tile.variant === 'expiry' && data ? data.quantityShow : null}
          isLoading={isLoading}
          isError={!isLoading && (error !== undefined || !data)}
          onRetry={() => void mutate()}
          detailAction={<TileLinks tile={tile} onDetail={() => setDetailOf(tile)} />}
          orderAction={<Link href={href('setmeal', { currentTab: tile.orderTab })}>订购</Link>}
        />
      )),
    [data, error, isLoading, mutate],
  );
  return (
    <section className={styles.panel} aria-labelledby="balance-title">
      <div className={styles.panelHeader}>
        <h2 id="balance-title" className={styles.panelTitle}>
          账户余额
        </h2>
        <Button size="small" onPress={() => setAlarmOpen(true)}>
          余额预警设置
        </Button>
      </div>
      <div className={styles.tiles}>{tiles}</div>
      <OnceOpened isOpen={detailOf !== null}>
        <BalanceDetailDialog
          tile={detailOf}
          onOpenChange={(isOpen) => !isOpen && setDetailOf(null)}
        />
      </OnceOpened>
      <OnceOpened isOpen={isAlarmOpen}>
        <BalanceAlarmDialog isOpen={isAlarmOpen} onOpenChange={setAlarmOpen} />
      </OnceOpened>
    </section>
  );
}

function TileLinks({ tile, onDetail }: { tile: BalanceTileSpec; onDetail: () => void }) {
  return (
    <>
      {tile.detailCategory !== undefined && (
        <Button variant="text" size="small" onPress={onDetail}>
          明细
        </Button>
      )}
      {tile.viewHref && <Link href={tile.viewHref}>查看</Link>}
    </>
  );
}

function TrendSection() {
  return (
    <section className={styles.panel} aria-labelledby="trend-title">
      <h2 id="trend-title" className={styles.panelTitle}>
        近7天消耗趋势
      </h2>
      <div className={styles.trends}>
        {usageTrends.map((trend) => (
          <Trend key={trend.category} {...trend} />
        ))}
      </div>
    </section>
  );
}

const noItems: TrendItem[] = [];

function Trend({ category, title, unit }: (typeof usageTrends)[number]) {
  const { data, error, isLoading, mutate } = useEndpoint('usageWeek', { category });
  // An answer draws its chart in the background, in slices, not in the task it arrives in.
  const answer = useMemo(() => ({ items: data ?? noItems, isLoading }), [data, isLoading]);
  const drawn = useDeferredValue(answer);
  if (error) return <LoadFailed description={`${title}加载失败`} onRetry={() => void mutate()} />;
  return (
    <Suspense
      fallback={
        <div className={styles.trendPlaceholder}>
          <Skeleton lines={4} label={`${title}加载中`} />
        </div>
      }
    >
      <TrendChart title={title} unit={unit} items={drawn.items} isLoading={drawn.isLoading} />
    </Suspense>
  );
}
