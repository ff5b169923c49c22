import type { CarrierCode } from '../../contract/schemas/messaging.ts';
import type { MessageGateway, OutboundMessage, ReceiptIntake } from '../gateway.ts';
import type { CarrierSender } from './sender.ts';

/**
 * The gateway when some carriers are connected: their messages, and their registrations, material
 * and template reviews where their interface has them, go to their own interface; the rest, and
 * every capability lookup, to `fallback` (the built-in stand-in). Messages a carrier refused
 * outright become failure receipts at once; a template's review result comes to our callback.
 */
export function carrierGateway(options: {
  senders: Partial<Record<CarrierCode, CarrierSender>>;
  fallback: MessageGateway;
  receipts: ReceiptIntake;
}): MessageGateway {
  const { senders, fallback } = options;
  return {
    ...fallback,
    async submit(submission, context) {
      const review = senders[submission.carrier]?.submitTemplate;
      if (submission.subject === 'template' && review) return review(submission, context.now);
      const register = senders[submission.carrier]?.submitChatbot;
      if (submission.subject === 'chatbot' && register) return register(submission, context.now);
      const upload = senders[submission.carrier]?.submitMaterial;
      if (submission.subject === 'material' && upload) return upload(submission, context.now);
      return fallback.submit(submission, context);
    },
    async sendBatch(messages, context) {
      const byCarrier = new Map<CarrierSender | null, OutboundMessage[]>();
      for (const message of messages) {
        const sender = senders[message.carrier] ?? null;
        const batch = byCarrier.get(sender);
        if (batch) batch.push(message);
        else byCarrier.set(sender, [message]);
      }
      // The carriers at once: each has its own requests in flight.
      const sent = await Promise.allSettled(
        [...byCarrier].map(async ([sender, batch]) => {
          if (!sender) return fallback.sendBatch(batch, context);
          const refused = await sender.send(batch, context.now);
          if (refused.length > 0) {
            await options.receipts(refused.map((r) => ({ ...r, dueAt: context.now })));
          }
        }),
      );
      const failed = sent.find((s) => s.status === 'rejected');
      if (failed) throw failed.reason;
    },
  };
}
