import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Per-route request counts of rate-limiter-flexible (http/rate-limits.ts), shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
