import type { CarrierCode } from '../../contract/schemas/messaging.ts';
import type { MessageGateway, ReceiptIntake } from '../gateway.ts';
import type { CarrierSender } from './sender.ts';

/**
 * The gateway when some carriers are connected: their messages, and their registrations, material
 * and template reviews where their interface has them, go to their own interface; the rest, and
 * every capability lookup, to `fallback` (the built-in stand-in); revokes go where their messages
 * went. Messages a carrier refused outright become failure receipts at once; a template's review
 * result comes to our callback. A chatbot's information is asked of its carrier's interface, where
 * that has the query (§7.2).
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
      await eachCarrier(senders, messages, async (sender, batch) => {
        if (!sender) return fallback.sendBatch(batch, context);
        const refused = await sender.send(batch, context.now);
        if (refused.length > 0) {
          await options.receipts(refused.map((r) => ({ ...r, dueAt: context.now })));
        }
      });
    },
    async revoke(messages, context) {
      await eachCarrier(senders, messages, (sender, batch) =>
        sender ? sender.revoke(batch, context.now) : fallback.revoke(batch, context),
      );
    },
    async chatbotInformation(carrier, chatbotUri, now) {
      return (await senders[carrier]?.chatbotInfo?.(chatbotUri, now)) ?? null;
    },
  };
}

/**
 * Hands each carrier its messages (null: the carriers not connected), the carriers at once: each
 * has its own requests in flight. Throws the first failure once every carrier is done.
 */
async function eachCarrier<M extends { carrier: CarrierCode }>(
  senders: Partial<Record<CarrierCode, CarrierSender>>,
  messages: readonly M[],
  task: (sender: CarrierSender | null, messages: M[]) => Promise<void>,
) {
  const byCarrier = new Map<CarrierSender | null, M[]>();
  for (const message of messages) {
    const sender = senders[message.carrier] ?? null;
    const batch = byCarrier.get(sender);
    if (batch) batch.push(message);
    else byCarrier.set(sender, [message]);
  }
  const done = await Promise.allSettled(
    [...byCarrier].map(([sender, batch]) => task(sender, batch)),
  );
  const failed = done.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
}
