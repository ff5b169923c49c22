import type { FastifyInstance } from 'fastify';
import {
  carrierCallbackRoutes,
  carrierCallbacksJobName,
  forgetOldCallbacks,
  runCarrierCallbacks,
} from './maap/callbacks.ts';
import { recordCallbackAnswer } from './carrier-work.ts';
import type { CarrierAnswer } from './gateway.ts';
import { messagingRoutes } from './routes.ts';
import { carrierWork, messagingJobs } from './service.ts';

/**
 * 5G messages I: service accounts, materials and templates, and their carrier work and expiries;
 * the carriers' callbacks: status reports and upstream messages to sending's intake as they come,
 * review results to the carrier work and chatbot changes to the chatbots' statuses through the
 * `carrier-callbacks` job (woken by each, swept every minute), which also forgets those handed on
 * a week ago.
 */
export async function messaging(app: FastifyInstance) {
  await app.register(messagingRoutes);
  await app.register(
    carrierCallbackRoutes({
      db: app.db,
      clock: app.clock,
      connections: app.maapConnections,
      wake: (name) => app.wakeJob(name),
      ...app.carrierIntake,
    }),
  );
  const work = carrierWork(app.db, app.uploadStore, app.messageGateway);
  app.jobs.define([
    ...messagingJobs(work, app.jobs.context),
    {
      name: carrierCallbacksJobName,
      cron: '* * * * *',
      handler: async () => {
        const deps = {
          db: app.db,
          ...app.carrierIntake,
          chatbotInformation: app.messageGateway.chatbotInformation?.bind(app.messageGateway),
          async reviews(answer: CarrierAnswer) {
            const now = app.clock.now();
            const recorded = await recordCallbackAnswer(work, answer, now);
            // Its submission is being recorded: look again shortly rather than at the next sweep.
            if (recorded === 'unknown') {
              await app.wakeJob(carrierCallbacksJobName, new Date(now.getTime() + 5_000));
            }
            return recorded;
          },
        };
        while ((await runCarrierCallbacks(deps, app.clock.now())) > 0);
        await forgetOldCallbacks(app.db, app.clock.now());
      },
    },
  ]);
}
