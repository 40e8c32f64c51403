import { API_MESSAGES } from '@shop/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteKind } from '../config';
import { type CounterStore, openCounterStore } from './abuse-counters';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters of the abuse limits and the login throttle: shared through Redis when REDIS_URL is set. */
    abuseCounters: CounterStore;
  }
}

/** Opens the counter store once per app; a Redis outage is logged as an error, and counting goes on in memory. */
export function decorateAbuseCounters(app: FastifyInstance): void {
  const store = openCounterStore({
    redisUrl: app.config.redisUrl,
    keyPrefix: app.config.redisKeyPrefix,
    reportOutage: (error) =>
      app.log.error({ err: error }, 'Redis is unreachable: the abuse limits count in this instance alone'),
  });
  app.decorate('abuseCounters', store);
  app.addHook('onClose', async () => store.close());
}

export interface LimitCheck {
  key: string;
  max: number;
  windowMs: number;
}

/** A 429 that says how long to wait, in its message and in Retry-After (whole seconds). */
export function tooManyRequests(resetInMs: number, message: string | ((seconds: number) => string)) {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const text = typeof message === 'function' ? message(seconds) : message;
  return new HttpError(429, text, { 'retry-after': String(seconds) });
}

/** Counts one request under every key; throws 429 when any count is past its maximum. */
export async function countAndRefuseOverLimit(
  store: CounterStore,
  checks: LimitCheck[],
  message: string | ((seconds: number) => string),
): Promise<void> {
  const counts = await Promise.all(checks.map((check) => store.hit(check.key, check.windowMs)));
  const waits = counts
    .filter((count, index) => count.count > checks[index]!.max)
    .map((count) => count.resetInMs);
  if (waits.length > 0) throw tooManyRequests(Math.max(...waits), message);
}

/**
 * An onRequest hook that limits one kind of write (newsletter, contact, cart, checkout) per
 * client address and, once requireUser has run before it, per account; the maxima are
 * settings (config.ts). It counts before the body is read, so a refused write costs little.
 */
export function limitWrites(kind: WriteKind) {
  return async function limitWrite(request: FastifyRequest): Promise<void> {
    const app = request.server;
    const limit = app.config.writeLimits[kind];
    const windowMs = limit.windowS * 1000;
    const checks: LimitCheck[] = [{ key: `write:${kind}:ip:${request.ip}`, max: limit.perIp, windowMs }];
    if (limit.perAccount !== undefined && request.user) {
      checks.push({ key: `write:${kind}:account:${request.user.id}`, max: limit.perAccount, windowMs });
    }
    await countAndRefuseOverLimit(app.abuseCounters, checks, API_MESSAGES.tooManyRequests);
  };
}
