import type { FastifyInstance } from 'fastify';
import type { SecretsKeyring } from '../lib/secret-box.ts';
import { deliverDue, nextDelivery, type Delivery } from './delivery.ts';
import { webhookDeliveriesJobName, webhookEventsChannel } from './outbox.ts';
import { systemResolver, type ReceiverPolicy } from './receivers.ts';
import { webhookRoutes } from './routes.ts';

export type WebhookOptions = Partial<ReceiverPolicy>;

/**
 * Webhooks (开发者中心 › 消息推送): each company's URL and signing secret, the outbox other
 * domains write to (`outbox.ts`), and the `webhook-deliveries` job that sends it: woken here
 * when queued events commit (at most once a second, however many commits and instances), at the
 * next retry by itself, and swept every five minutes for an event whose wake-up was lost.
 */
export async function webhooks(
  app: FastifyInstance,
  options: WebhookOptions & { secretsKeyring: SecretsKeyring },
) {
  const delivery: Delivery = {
    db: app.db,
    keyring: options.secretsKeyring,
    policy: {
      resolveHost: options.resolveHost ?? systemResolver,
      allowLocalReceivers: options.allowLocalReceivers,
    },
  };
  await app.register(webhookRoutes(delivery));
  const { clock, wake } = app.jobs.context;
  app.jobs.define([
    {
      name: webhookDeliveriesJobName,
      cron: '*/5 * * * *',
      coalesceWakes: true,
      handler: async () => {
        while ((await deliverDue(delivery, () => clock.now())) > 0);
        const retry = await nextDelivery(app.db);
        if (retry) await wake(webhookDeliveriesJobName, retry);
      },
    },
  ]);
  const stopListening = await app.database.listen(webhookEventsChannel, () => {
    wake(webhookDeliveriesJobName).catch((error: unknown) =>
      app.log.warn({ err: error }, 'webhook deliveries not woken'),
    );
  });
  app.addHook('onClose', stopListening);
}
