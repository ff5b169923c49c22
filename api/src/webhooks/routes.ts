import type { FastifyInstance } from 'fastify';
import { actorOf, companyOf } from '../http/caller.ts';
import { defineEndpoint } from '../http/define.ts';
import { deliverNow, type Delivery } from './delivery.ts';
import {
  deliveryDetail,
  listDeliveries,
  noWebhook,
  rotateWebhookSecret,
  saveWebhook,
  webhookSettingsOf,
} from './settings.ts';

export function webhookRoutes(delivery: Delivery) {
  return async function routes(app: FastifyInstance) {
    const { db, clock } = app;
    const { keyring } = delivery;
    defineEndpoint(app, 'webhookSettings', (_input, request) =>
      webhookSettingsOf(db, keyring, companyOf(request)),
    );
    defineEndpoint(app, 'saveWebhook', (input, request) =>
      saveWebhook(db, keyring, delivery.policy, actorOf(request), input, clock.now()),
    );
    defineEndpoint(app, 'rotateWebhookSecret', (_input, request) =>
      rotateWebhookSecret(db, keyring, actorOf(request), clock.now()),
    );
    defineEndpoint(app, 'sendWebhookTest', async (_input, request) => {
      const companyId = companyOf(request);
      const id = await deliverNow(delivery, companyId, { test: true }, clock.now());
      if (id === null) throw noWebhook();
      return deliveryDetail(db, companyId, id);
    });
    defineEndpoint(app, 'webhookDeliveries', (query, request) =>
      listDeliveries(db, companyOf(request), query),
    );
    defineEndpoint(app, 'webhookDelivery', ({ id }, request) =>
      deliveryDetail(db, companyOf(request), BigInt(id)),
    );
    defineEndpoint(app, 'redeliverWebhook', async ({ id }, request) => {
      const companyId = companyOf(request);
      await deliverNow(delivery, companyId, { eventId: BigInt(id) }, clock.now());
      return deliveryDetail(db, companyId, BigInt(id));
    });
  };
}
