import fp from 'fastify-plugin';
import type { MessageGateway } from '../messaging/gateway.ts';
import { carrierJobName } from '../messaging/service.ts';
import { simulatedGateway } from '../messaging/simulator.ts';
import { receiptsJobName } from '../sending/jobs.ts';
import { acceptReceipts } from '../sending/receipts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messageGateway: MessageGateway;
  }
}

export type MessageGatewayOptions = {
  /** The carriers' gateway. Default: the built-in simulator. */
  messageGateway?: MessageGateway;
  /** How long the simulator takes to answer (GATEWAY_SIM_DELAY_MS). Default: 3 s. */
  simulatorDelayMs?: number;
};

/**
 * The carriers' gateway, built once. The simulator hands its receipts to sending's intake and
 * wakes the job that takes each answer or receipt when it falls due, as a carrier's callback would.
 */
export const messageGatewayPlugin = fp(
  async (app, options: MessageGatewayOptions) => {
    app.decorate(
      'messageGateway',
      options.messageGateway ??
        simulatedGateway(app.db, {
          delayMs: options.simulatorDelayMs ?? 3000,
          receipts: (receipts, intake) => acceptReceipts(app.db, receipts, intake),
          answerDue: (at) => app.wakeJob(carrierJobName, at),
          receiptsDue: (at) => app.wakeJob(receiptsJobName, at),
        }),
    );
  },
  { name: 'message-gateway', dependencies: ['database', 'job-queue'] },
);
