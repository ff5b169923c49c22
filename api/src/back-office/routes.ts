import type { FastifyInstance } from 'fastify';
import { pendingRegistrationsPage } from '../accounts/accounts.ts';
import { outboxPage } from '../accounts/messages.ts';
import { defineEndpoint } from '../http/define.ts';
import { reviewArticle } from '../micro-propagation/lifecycle.ts';
import { articleQueue } from '../micro-propagation/views.ts';
import { orderViews, reviewOrder } from '../shop/orders.ts';
import { openingApplicationsPage } from '../site/opening-applications.ts';
import {
  companiesPage,
  enterLedgerEntry,
  orderQueuePage,
  reviewRegistration,
} from './back-office.ts';

/**
 * The management platform's screens (platform 3): reviews, registrations, manual ledger entries,
 * and the opening applications and messages sent.
 */
export async function backOfficeRoutes(app: FastifyInstance) {
  const { db, clock, uploadStore, messageProvider } = app;

  defineEndpoint(app, 'manageOrders', async (filter) => {
    // An empty status ('') asks for every status.
    const { total, rows } = await orderQueuePage(db, {
      ...filter,
      status: filter.status || undefined,
    });
    const views = await orderViews(
      db,
      rows.map((r) => r.order),
      uploadStore,
      clock.now(),
    );
    return {
      total,
      list: views.map((view, i) => ({
        ...view,
        companyId: rows[i]!.order.companyId.toString(),
        companyName: rows[i]!.companyName,
        account: rows[i]!.account,
      })),
    };
  });

  defineEndpoint(app, 'manageReviewOrder', async (input, request) => {
    await reviewOrder(db, request.session!.user, input, clock.now());
    return null;
  });

  defineEndpoint(app, 'manageArticles', (query) => articleQueue(db, query));

  defineEndpoint(app, 'manageReviewArticle', async (decision, request) => {
    await reviewArticle(
      db,
      { ...decision, id: BigInt(decision.id) },
      request.session!.user.id,
      clock.now(),
    );
    return null;
  });

  defineEndpoint(app, 'manageRegistrations', async (page) => {
    const { total, rows } = await pendingRegistrationsPage(db, page);
    return {
      total,
      list: rows.map(({ user, companyName }) => ({
        userId: user.id.toString(),
        account: user.account,
        showName: user.showName,
        companyName: companyName ?? '',
        phone: user.phone ?? '',
        email: user.email ?? '',
        createTime: user.createdAt.toISOString(),
      })),
    };
  });

  defineEndpoint(app, 'manageReviewRegistration', async (input, request) => {
    await reviewRegistration(db, messageProvider, request.session!.user, input, clock.now());
    return null;
  });

  defineEndpoint(app, 'manageCompanies', (filter) => companiesPage(db, filter, clock.now()));

  defineEndpoint(app, 'manageLedgerEntry', async (input, request) => {
    await enterLedgerEntry(db, messageProvider, request.session!.user, input, clock.now());
    return null;
  });

  defineEndpoint(app, 'manageOpeningApplications', async (page) => {
    const { total, rows } = await openingApplicationsPage(db, page);
    return {
      total,
      list: rows.map((row) => ({
        id: row.id.toString(),
        name: row.name,
        tel: row.tel ?? '',
        province: row.province,
        city: row.city,
        provinceName: row.provinceName ?? row.province,
        cityName: row.cityName ?? row.city,
        company: row.company,
        content: row.content,
        email: row.email,
        createTime: row.createdAt.toISOString(),
      })),
    };
  });

  defineEndpoint(app, 'manageOutbox', async (page) => {
    const builtInProvider = app.messageProvider.standsIn === true;
    const { total, rows } = await outboxPage(db, page, builtInProvider);
    return {
      builtInProvider,
      total,
      list: rows.map((row) => ({
        ...row,
        id: row.id.toString(),
        createTime: row.createdAt.toISOString(),
      })),
    };
  });
}
