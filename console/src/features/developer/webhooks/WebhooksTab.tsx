import { useState } from 'react';
import { Skeleton } from '@p5g/design-system';
import { useEndpoint, useEndpointCache } from '../../../lib/endpoint-hooks.ts';
import { LoadFailed } from '../../../lib/ui/LoadFailed.tsx';
import { DeliveryDrawer } from './DeliveryDrawer.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { WebhookSettingsForm } from './WebhookSettingsForm.tsx';
import * as styles from './webhooks.css.ts';

/**
 * 消息推送 (开发者中心): the company's webhook settings and the log of what was POSTed to it,
 * each delivery's detail in a drawer. The main account only.
 */
export function WebhooksTab() {
  const settings = useEndpoint('webhookSettings', {});
  const cache = useEndpointCache();
  const [shownId, setShownId] = useState<string | null>(null);
  const refresh = () => Promise.all([settings.mutate(), cache.refresh('webhookDeliveries')]);

  if (settings.error) {
    return <LoadFailed description="消息推送设置加载失败" onRetry={() => void settings.mutate()} />;
  }
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>推送设置</h2>
      {settings.data === undefined ? (
        <Skeleton shape="text" />
      ) : (
        <WebhookSettingsForm
          settings={settings.data}
          onChanged={refresh}
          onTested={(delivery) => setShownId(delivery.id)}
        />
      )}
      <h2 className={styles.heading}>推送记录</h2>
      <DeliveryLog onOpen={setShownId} />
      <DeliveryDrawer
        id={shownId}
        onClose={() => setShownId(null)}
        onRedelivered={() => cache.refresh('webhookDeliveries')}
      />
    </div>
  );
}
