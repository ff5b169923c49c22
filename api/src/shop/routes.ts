import type { FastifyInstance } from 'fastify';
import { defineEndpoint } from '../http/define.ts';
import { catalogue, productsOnSale } from './catalogue.ts';
import { placeOrder, resubmitOrder } from './orders.ts';
import { groupProducts, productView } from './shop.ts';

/**
 * The shop: the catalogue, and orders placed (or edited and resubmitted) by a company's manager.
 */
export async function shopRoutes(app: FastifyInstance) {
  const { db, clock } = app;

  defineEndpoint(app, 'productAll', async () => groupProducts(await productsOnSale(db)));

  // The catalogue is the same for every customer source; customerSource and customerSourceType
  // are accepted for the console's sake and do not narrow it.
  defineEndpoint(app, 'productList', async ({ showType }) =>
    (await catalogue(db, showType)).map(productView),
  );

  defineEndpoint(
    app,
    'charge',
    async (input, request) => {
      return placeOrder(db, request.session!.user, input, clock.now());
    },
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );

  defineEndpoint(app, 'recharge', async (input, request) => {
    return resubmitOrder(db, request.session!.user, input, clock.now());
  });
}
