import type { FastifyInstance } from 'fastify';
import { expireDue } from './ledger.ts';

/** The ledger has no routes of its own (the account centre and back office show it); its job: */
export async function ledger(app: FastifyInstance) {
  const { clock, log } = app.jobs.context;
  app.jobs.define([
    {
      // Reads apply due expiries of the company they show; this writes them for everyone else.
      name: 'ledger-expiry',
      cron: '5 * * * *',
      handler: async () =>
        log({ expiredLots: await expireDue(app.db, clock.now()) }, 'ledger expiry'),
    },
  ]);
}
