import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from './tables.ts';

type RouteInfo = { method?: string | string[]; url?: string };

/**
 * A limiter counting in the rate_limits table. Its own clean-up timer is off: it would outlive the
 * app that made it, and its database; the app's `rate-limit-expiry` job does that work.
 */
const databaseLimiter = (db: Db, keyPrefix: string, points: number, duration: number) =>
  new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration,
    clearExpiredByTimeout: false,
  });

/**
 * @fastify/rate-limit's store for the per-route limits, kept in the database (table rate_limits)
 * by rate-limiter-flexible, so every instance on one PostgreSQL counts the same requests. Each
 * route counts apart (its method and path prefix the key); @fastify/rate-limit decides and answers.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private limiter: RateLimiterDrizzle | undefined;

    constructor(private readonly route: RouteInfo = {}) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ) {
      this.limiter ??= databaseLimiter(
        db,
        `${String(this.route.method)} ${this.route.url}`,
        max,
        Math.ceil(timeWindow / 1000),
      );
      // penalty counts without refusing: @fastify/rate-limit compares the count with the limit.
      this.limiter.penalty(key, 1).then(
        (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the route's merged limit options, with the route itself as routeInfo.
      return new DatabaseStore((routeOptions as { routeInfo?: RouteInfo }).routeInfo);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

export type RequestLimit = { name: string; max: number; seconds: number };

const domainLimiters = new WeakMap<Db, Map<string, RateLimiterDrizzle>>();

/**
 * Counts one request against a limit a domain applies itself (per form, per client address of a
 * function called from several routes), in the same rate_limits table, so every instance shares
 * it. True while the count for `key` is within `limit.max` in its window.
 */
export async function withinLimit(db: Db, limit: RequestLimit, key: string) {
  return (await countRequest(db, limit, key)).allowed;
}

/**
 * `withinLimit` with what the standard RateLimit headers say: the requests left in the window and
 * the milliseconds until it ends.
 */
export async function countRequest(db: Db, limit: RequestLimit, key: string) {
  const limiters = domainLimiters.get(db) ?? new Map<string, RateLimiterDrizzle>();
  domainLimiters.set(db, limiters);
  let limiter = limiters.get(limit.name);
  if (!limiter) {
    limiter = databaseLimiter(db, `limit:${limit.name}`, limit.max, limit.seconds);
    limiters.set(limit.name, limiter);
  }
  const res = await limiter.penalty(key, 1);
  return {
    allowed: res.consumedPoints <= limit.max,
    remaining: Math.max(0, limit.max - res.consumedPoints),
    resetMs: res.msBeforeNext,
  };
}

/** How long a count stays after its window ended, as rate-limiter-flexible keeps it: an hour. */
const expiredCountKeptMs = 60 * 60_000;

/** Deletes the counts (and work slots) whose window ended over an hour before `now`; how many. */
export async function deleteExpiredCounts(db: Db, now: Date) {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - expiredCountKeptMs)))
    .returning({ key: rateLimits.key });
  return deleted.length;
}

/** The rate limits' job: every 5 minutes, the counts ended over an hour ago are deleted. */
export async function rateLimitExpiry(app: FastifyInstance) {
  const { clock, log } = app.jobs.context;
  app.jobs.define([
    {
      name: 'rate-limit-expiry',
      cron: '*/5 * * * *',
      handler: async () => {
        const expiredCounts = await deleteExpiredCounts(app.db, clock.now());
        if (expiredCounts > 0) log({ expiredCounts }, 'rate limit expiry');
      },
    },
  ]);
}
