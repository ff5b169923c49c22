import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** The time source of every request and job: the system clock, or the one tests move by hand. */
export const clockPlugin = fp(
  async (app, options: { clock?: Clock }) => {
    app.decorate('clock', options.clock ?? systemClock);
  },
  { name: 'clock' },
);
