import type { FastifyInstance } from 'fastify';
import { housekeeping } from './housekeeping.ts';
import { accountRoutes } from './routes.ts';

/** Accounts: sign-in, registration and sessions, and the hourly clean-up of what has expired. */
export async function accounts(app: FastifyInstance) {
  await app.register(accountRoutes);
  const { clock, log } = app.jobs.context;
  app.jobs.define([
    {
      name: 'housekeeping',
      cron: '17 * * * *',
      handler: async () => log(await housekeeping(app.db, clock.now()), 'housekeeping'),
    },
  ]);
}
