import type { FastifyInstance } from 'fastify';
import type { SecretsKeyring } from '../lib/secret-box.ts';
import { anyWebhookEnabled, deliverDue, nextDelivery, type Delivery } from './delivery.ts';
import { systemResolver, type ReceiverPolicy } from './receivers.ts';
import { webhookRoutes } from './routes.ts';
import { sealLegacySecrets } from './signing.ts';

export const webhookDeliveriesJobName = 'webhook-deliveries';

/** How often the outbox is looked at while some company has a webhook enabled. */
const watchMs = 2_000;

export type WebhookOptions = Partial<ReceiverPolicy>;

/**
 * Webhooks (开发者中心 › 消息推送): each company's URL and signing secret, the outbox other
 * domains write to (`outbox.ts`), and the `webhook-deliveries` job that sends it: swept every
 * minute, woken at the next retry, and every two seconds while any webhook is enabled (events are
 * written in other domains' transactions, which cannot wake a job once they commit).
 */
export async function webhooks(
  app: FastifyInstance,
  options: WebhookOptions & { secretsKeyring: SecretsKeyring },
) {
  await sealLegacySecrets(app.db, options.secretsKeyring);
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
      cron: '* * * * *',
      handler: async () => {
        while ((await deliverDue(delivery, () => clock.now())) > 0);
        const now = clock.now().getTime();
        const retry = (await nextDelivery(app.db))?.getTime() ?? Number.POSITIVE_INFINITY;
        const watch = (await anyWebhookEnabled(app.db)) ? now + watchMs : Number.POSITIVE_INFINITY;
        const at = Math.min(retry, watch);
        if (Number.isFinite(at)) await wake(webhookDeliveriesJobName, new Date(Math.max(at, now)));
      },
    },
  ]);
}
