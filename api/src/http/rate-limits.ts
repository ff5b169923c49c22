import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from './tables.ts';

type RouteInfo = { method?: string | string[]; url?: string };

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
      this.limiter ??= new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: `${String(this.route.method)} ${this.route.url}`,
        points: max,
        duration: Math.ceil(timeWindow / 1000),
      });
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
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: `limit:${limit.name}`,
      points: limit.max,
      duration: limit.seconds,
    });
    limiters.set(limit.name, limiter);
  }
  const res = await limiter.penalty(key, 1);
  return {
    allowed: res.consumedPoints <= limit.max,
    remaining: Math.max(0, limit.max - res.consumedPoints),
    resetMs: res.msBeforeNext,
  };
}
