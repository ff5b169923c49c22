import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWRInfinite from 'swr/infinite';
import type { ResponseOf } from '@p5g/api/contract';
import { Button, Empty, Skeleton, SupportRightCard, Tabs, message } from '@p5g/design-system';
import { statusTags } from '../../lib/status-tags.ts';
import {
  developmentTabs,
  supportPageSize,
  supportTabs,
  type SupportTab,
} from './account-centre.ts';
import { api } from '../../lib/api.ts';
import { href } from '../../lib/routes-table.ts';
import { endpointKey, fetchEndpoint } from '../../lib/endpoint-hooks.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import { useFailureHandler } from '../../lib/use-failure-handler.ts';
import * as styles from './AccountPage.css.ts';

/**
 * Development support or operations support (spec §2): one tab per service. Without an order of
 * that service, an introduction with an open-service button; with orders, their cards, four more
 * each time the list is scrolled to its end, each activated once (irreversibly, after confirming).
 */
export function SupportModule({ kind }: { kind: 'development' | 'operations' }) {
  const tabs = kind === 'development' ? developmentTabs : supportTabs;
  const [params] = useSearchParams();
  // A benefit or a rights link may name the service by its category (spec §2 isRights, category).
  const named = tabs.find((tab) => String(tab.orderType) === params.get('category'));
  const [orderType, setOrderType] = useState(named?.orderType ?? tabs[0]!.orderType);
  const title = kind === 'development' ? '开发支持' : '运营支持';
  return (
    <section className={styles.panel} aria-labelledby="support-title">
      <h2 id="support-title" className={styles.panelTitle}>
        {title}
      </h2>
      <Tabs
        aria-label={`${title}服务`}
        items={tabs.map((tab) => ({ ...tab, id: tab.orderType }))}
        selectedKey={orderType}
        onSelectionChange={(key) => setOrderType(Number(key))}
      >
        {(tab) =>
          tab.orderType === orderType && (
            <SupportOrders
              tab={tab}
              shopTab={kind === 'development' ? 'customization' : 'operation'}
            />
          )
        }
      </Tabs>
    </section>
  );
}

function SupportOrders({ tab, shopTab }: { tab: SupportTab; shopTab: string }) {
  const navigate = useNavigate();
  const handleFailure = useFailureHandler();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite(
    // Page after page as the cards scroll, until a page comes back short.
    (index, previous: ResponseOf<'serviceOrders'> | null) =>
      previous && previous.list.length < supportPageSize
        ? null
        : endpointKey('serviceOrders', {
            orderType: tab.orderType,
            page: index + 1,
            pageSize: supportPageSize,
          }),
    fetchEndpoint,
  );
  const orders = data?.flatMap((page) => page.list) ?? [];
  const total = data?.[0]?.total ?? 0;
  const hasMore = orders.length < total;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || isValidating) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) void setSize(size + 1);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isValidating, setSize, size]);

  async function activate(id: string | number) {
    try {
      await api.call('confirmServiceOrder', { id: String(id), type: 1 });
      message.success('激活成功');
      await mutate();
    } catch (failure) {
      // 3006 (level too low) and the rest are the app's reactions (spec §8).
      handleFailure(failure);
      throw failure;
    }
  }

  if (isLoading) return <Skeleton shape="cards" count={supportPageSize} label="权益加载中" />;
  if (error && orders.length === 0) {
    return <LoadFailed description="权益加载失败" onRetry={() => void mutate()} />;
  }
  if (orders.length === 0) {
    return (
      <Empty
        description={`开通「${tab.title}」服务后，专属团队将为您提供支持。您尚未开通该服务。`}
        action={
          <Button
            variant="primary"
            onPress={() => navigate(href('setmeal', { currentTab: shopTab }))}
          >
            开通服务
          </Button>
        }
      />
    );
  }
  return (
    <>
      <div className={styles.cards}>
        {orders.map((order) => (
          <SupportRightCard
            key={order.id}
            id={order.id}
            prodName={order.prodName}
            prodDesc={order.prodDesc}
            orderDesc={order.orderDesc}
            orderStatus={order.orderStatus as 1 | 2 | 3}
            statuses={statusTags.supportRight}
            orderServiceStatus={order.orderServiceStatus}
            orderExpireDate={order.orderExpireDate}
            onActivate={activate}
          />
        ))}
      </div>
      <div ref={sentinel} className={styles.sentinel} />
      {isValidating && hasMore && <Skeleton shape="cards" count={2} lines={2} label="加载更多" />}
      {!hasMore && total > supportPageSize && <p className={styles.endNote}>已加载全部</p>}
    </>
  );
}
