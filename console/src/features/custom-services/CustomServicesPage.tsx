import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, CustomServiceCard, Dialog, Empty, Link, Skeleton } from '@p5g/design-system';
import { statusTags } from '../../lib/status-tags.ts';
import { href } from '../../lib/routes-table.ts';
import { useEndpoint } from '../../lib/endpoint-hooks.ts';
import { storedUser } from '../../lib/session.ts';
import { LoadFailed } from '../../lib/ui/LoadFailed.tsx';
import * as styles from './CustomServicesPage.css.ts';

/** Spec §1: the order hotline and its hours. */
const hotline = '400-097-0808';
const shopLink = href('setmeal', { currentTab: 'customization' });

/**
 * The custom services list (spec §2, §4): every custom-service order (serverTrace/query with orderType
 * 0, one page of 999) as a card with its expiry, a contact action and the four-step progress; expired
 * orders are greyed. Only managers see the order button (spec §6).
 */
export function Component() {
  const navigate = useNavigate();
  const isManager = storedUser(localStorage)?.isChatBotManager === true;
  const [isContactOpen, setContactOpen] = useState(false);
  const { data, error, isLoading, mutate } = useEndpoint('serviceOrders', {
    orderType: 0,
    page: 1,
    pageSize: 999,
  });

  let content;
  if (isLoading) content = <Skeleton shape="cards" count={4} label="定制服务加载中" />;
  else if (error)
    content = <LoadFailed description="定制服务加载失败" onRetry={() => void mutate()} />;
  else if (!data || data.list.length === 0) {
    content = (
      <Empty
        description="您还没有定制服务订单"
        action={
          isManager && (
            <Button variant="primary" onPress={() => navigate(shopLink)}>
              去订购
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <div className={styles.grid}>
        {data.list.map((order) => (
          <CustomServiceCard
            key={order.id}
            id={order.id}
            prodName={order.prodName}
            prodDesc={order.prodDesc}
            orderDesc={order.orderDesc}
            orderStatus={order.orderStatus as 1 | 2 | 3}
            statuses={statusTags.customService}
            orderServiceStatus={order.orderServiceStatus}
            orderExpireDate={order.orderExpireDate}
            headingLevel={2}
            onContact={() => setContactOpen(true)}
          />
        ))}
      </div>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="custom-services-title">
      <div className={styles.header}>
        <h1 id="custom-services-title" className={styles.title}>
          定制服务
        </h1>
        {isManager && (
          <Button variant="primary" onPress={() => navigate(shopLink)}>
            订购服务
          </Button>
        )}
      </div>
      {content}
      <Dialog title="联系客服" size="small" isOpen={isContactOpen} onOpenChange={setContactOpen}>
        <p className={styles.note}>如需提交需求或了解服务进度，请拨打订购热线：</p>
        <p className={styles.hotline}>
          <Link href={`tel:${hotline.replaceAll('-', '')}`}>{hotline}</Link>
        </p>
        <p className={styles.note}>服务时间：工作日 9:00-18:00</p>
      </Dialog>
    </section>
  );
}
