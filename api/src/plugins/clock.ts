import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offsetClock, systemClock, type Clock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** Where the journeys move a journey server's clock (JOURNEY_CLOCK): absent, 404, elsewhere. */
export const journeyClockPath = '/api/journey-clock';

/** How far ahead of the real time the clock runs (behind when negative); 0 puts it back. */
const journeyClockMove = z.object({ offsetMs: z.number().int() });

/**
 * The time source of every request and job: the system clock, or the one tests move by hand. On
 * the journeys' servers (`journeyClock`), that clock with an offset the journeys set through
 * `PUT /api/journey-clock`, kept in this process's memory: each journey server is one process on a
 * database of its own.
 */
export const clockPlugin = fp(
  async (app, options: { clock?: Clock; journeyClock?: boolean }) => {
    const base = options.clock ?? systemClock;
    if (!options.journeyClock) {
      app.decorate('clock', base);
      return;
    }
    const clock = offsetClock(base);
    app.decorate('clock', clock);
    app
      .withTypeProvider<ZodTypeProvider>()
      .put(journeyClockPath, { schema: { body: journeyClockMove } }, async (request) => {
        clock.moveTo(request.body.offsetMs);
        app.log.info({ offsetMs: request.body.offsetMs }, 'journey clock moved');
        return { now: clock.now().toISOString() };
      });
  },
  { name: 'clock' },
);
