import type { CarrierCode } from '../../contract/schemas/messaging.ts';
import type { MessageGateway, OutboundMessage, ReceiptIntake } from '../gateway.ts';
import type { CarrierSender } from './sender.ts';

/**
 * The gateway when some carriers are connected: their messages go to their own interface, the
 * rest, and every registration, review and capability lookup, to `fallback` (the built-in
 * stand-in). Messages a carrier refused outright become failure receipts at once.
 */
export function carrierGateway(options: {
  senders: Partial<Record<CarrierCode, CarrierSender>>;
  fallback: MessageGateway;
  receipts: ReceiptIntake;
}): MessageGateway {
  const { senders, fallback } = options;
  return {
    ...fallback,
    async sendBatch(messages, context) {
      const byCarrier = new Map<CarrierSender | null, OutboundMessage[]>();
      for (const message of messages) {
        const sender = senders[message.carrier] ?? null;
        const batch = byCarrier.get(sender);
        if (batch) batch.push(message);
        else byCarrier.set(sender, [message]);
      }
      for (const [sender, batch] of byCarrier) {
        if (!sender) {
          await fallback.sendBatch(batch, context);
          continue;
        }
        const refused = await sender.send(batch, context.now);
        if (refused.length > 0) {
          await options.receipts(refused.map((r) => ({ ...r, dueAt: context.now })));
        }
      }
    },
  };
}
