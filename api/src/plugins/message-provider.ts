import fp from 'fastify-plugin';
import { outboxProvider, type MessageProvider } from '../accounts/messages.ts';

declare module 'fastify' {
  interface FastifyInstance {
    messageProvider: MessageProvider;
  }
}

/** SMS (verify codes, alerts): the given provider, or the outbox table, logged. */
export const messageProviderPlugin = fp(
  async (app, options: { messageProvider?: MessageProvider }) => {
    app.decorate(
      'messageProvider',
      options.messageProvider ??
        outboxProvider(app.db, (m) => app.log.info({ sms: m }, 'message to outbox')),
    );
  },
  { name: 'message-provider', dependencies: ['database'] },
);
