import fp from 'fastify-plugin';
import type { MaapConnection } from '../config.ts';
import type { CarrierCode } from '../contract/schemas/messaging.ts';
import type { MessageGateway, ReceiptIntake, UpstreamIntake } from '../messaging/gateway.ts';
import { coalescedWake } from '../messaging/maap/callbacks.ts';
import { carrierGateway } from '../messaging/maap/carrier-gateway.ts';
import { carrierSenders } from '../messaging/maap/senders.ts';
import { carrierJobName } from '../messaging/service.ts';
import { simulatedGateway } from '../messaging/simulator.ts';
import { receiptsJobName } from '../sending/jobs.ts';
import { acceptReceipts } from '../sending/receipts.ts';
import { acceptUpstreamMessages } from '../sending/upstream.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messageGateway: MessageGateway;
    /** The carriers connected through their interface (their callbacks are verified with these). */
    maapConnections: Partial<Record<CarrierCode, MaapConnection>>;
    /** Where what the carriers report goes: sending's receipts and its upstream messages. */
    carrierIntake: { receipts: ReceiptIntake; upstream: UpstreamIntake };
  }
}

export type MessageGatewayOptions = {
  /** The carriers' gateway. Default: the built-in simulator, and the connected carriers' interfaces. */
  messageGateway?: MessageGateway;
  /** How long the simulator takes to answer (GATEWAY_SIM_DELAY_MS). Default: 3 s. */
  simulatorDelayMs?: number;
  /** The carriers connected through their interface (MAAP_* variables). Default: none. */
  maap?: Partial<Record<CarrierCode, MaapConnection>>;
  /** Where the carriers reach us (PUBLIC_BASE_URL), for the file URLs 中国移动 fetches. */
  publicBaseUrl?: string;
};

/**
 * The carriers' gateway, built once: each connected carrier's messages go through its own
 * interface, the rest (and every registration and review) through the built-in simulator. The
 * simulator hands its receipts to sending's intake and wakes the job that takes each answer or
 * receipt when it falls due, as a carrier's callback would.
 */
export const messageGatewayPlugin = fp(
  async (app, options: MessageGatewayOptions) => {
    const maap = options.maap ?? {};
    app.decorate('maapConnections', maap);
    // Receipts come in many small groups (each carrier callback's): one run of the receipts job a
    // second applies them all, rather than one run each.
    const wakeReceipts = coalescedWake(() => app.wakeJob(receiptsJobName), 1000);
    const receipts: ReceiptIntake = async (arrived, intake) => {
      await acceptReceipts(app.db, arrived, intake);
      await wakeReceipts();
    };
    app.decorate('carrierIntake', {
      receipts,
      upstream: (messages) => acceptUpstreamMessages(app.db, messages),
    });
    if (options.messageGateway) {
      app.decorate('messageGateway', options.messageGateway);
      return;
    }
    const simulator = simulatedGateway(app.db, {
      delayMs: options.simulatorDelayMs ?? 3000,
      receipts: (arrived, intake) => acceptReceipts(app.db, arrived, intake),
      answerDue: (at) => app.wakeJob(carrierJobName, at),
      receiptsDue: (at) => app.wakeJob(receiptsJobName, at),
    });
    const senders = carrierSenders(maap, {
      db: app.db,
      store: app.uploadStore,
      publicBaseUrl: options.publicBaseUrl ?? 'http://127.0.0.1:8080',
    });
    app.decorate(
      'messageGateway',
      Object.keys(senders).length === 0
        ? simulator
        : carrierGateway({ senders, fallback: simulator, receipts }),
    );
  },
  { name: 'message-gateway', dependencies: ['database', 'job-queue', 'upload-store'] },
);
