import { Button, Descriptions, Drawer, Skeleton, StatusTag, message } from '@p5g/design-system';
import { useAction, useEndpoint } from '../../../lib/endpoint-hooks.ts';
import { LoadFailed } from '../../../lib/ui/LoadFailed.tsx';
import { formatTime } from '../../../lib/format-time.ts';
import {
  attemptOutcome,
  deliveryStateTag,
  eventName,
  headerLines,
  readableBody,
} from './delivery-views.ts';
import * as styles from './webhooks.css.ts';

type Props = {
  /** The delivery shown (its event id); the drawer is open while there is one. */
  id: string | null;
  onClose: () => void;
  /** After 重新投递, for the log to show the delivery as it is now. */
  onRedelivered: () => Promise<unknown>;
};

/** One delivery of the log: the request POSTed and every attempt's answer; 重新投递. */
export function DeliveryDrawer({ id, onClose, onRedelivered }: Props) {
  const detail = useEndpoint('webhookDelivery', id === null ? null : { id });
  const delivery = detail.data ?? null;
  const redeliver = useAction('redeliverWebhook', {
    onSuccess: async (after) => {
      const last = after.attemptLog.at(-1);
      if (last && last.status !== null && last.status >= 200 && last.status < 300) {
        message.success('重新投递成功');
      } else message.error('重新投递失败，请查看投递记录');
      await detail.mutate(after, { revalidate: false });
      await onRedelivered();
    },
  });
  return (
    <Drawer
      title="推送详情"
      size="large"
      isOpen={id !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      footer={
        delivery && (
          <Button
            variant="primary"
            isLoading={redeliver.isPending}
            onPress={() => void redeliver.run({ id: delivery.id })}
          >
            重新投递
          </Button>
        )
      }
    >
      {detail.error && (
        <LoadFailed description="推送详情加载失败" onRetry={() => void detail.mutate()} />
      )}
      {!delivery && !detail.error && <Skeleton shape="text" />}
      {delivery && (
        <div className={styles.section}>
          <Descriptions
            columns={2}
            items={[
              { label: '事件', value: eventName(delivery.type) },
              { label: '状态', value: <StatusTag {...deliveryStateTag(delivery.state)} /> },
              { label: '事件 id', value: delivery.id },
              { label: '尝试次数', value: delivery.attempts },
              { label: '产生时间', value: formatTime(delivery.createTime) },
              {
                label: '下次尝试',
                value: delivery.nextAttemptTime ? formatTime(delivery.nextAttemptTime) : '-',
              },
            ]}
          />
          <h3 className={styles.heading}>请求内容</h3>
          <pre className={styles.code} aria-label="请求内容">
            {readableBody(delivery.requestBody)}
          </pre>
          <h3 className={styles.heading}>投递记录</h3>
          {delivery.attemptLog.length === 0 ? (
            <p>尚未投递</p>
          ) : (
            <ol className={styles.attempts}>
              {delivery.attemptLog.map((attempt, i) => (
                <li key={`${attempt.time}-${i}`} className={styles.section}>
                  <Descriptions
                    columns={2}
                    items={[
                      { label: '时间', value: formatTime(attempt.time) },
                      { label: '结果', value: attemptOutcome(attempt) },
                      { label: '地址', value: attempt.url, span: 2 },
                      { label: '耗时', value: `${attempt.durationMs} ms` },
                    ]}
                  />
                  <pre className={styles.code} aria-label={`第${i + 1}次请求头`}>
                    {headerLines(attempt.requestHeaders)}
                  </pre>
                  {attempt.responseBody && (
                    <pre className={styles.code} aria-label={`第${i + 1}次响应内容`}>
                      {attempt.responseBody}
                    </pre>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Drawer>
  );
}
