import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '@shop/shared';
import { Redis } from 'ioredis';
import { HttpError } from '../../plugins/errors';
import type { App } from '../../plugins/zod-type-provider';

const WINDOW_MS = 60_000;

/** Counts attempts per key in fixed one-minute windows. */
interface AttemptCounter {
  /** Counts one attempt and answers how many the key has made in the current window. */
  hit(key: string): Promise<number>;
}

/** One process's counters: right for a single instance, and for tests. */
function memoryCounter(): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(key) {
      const now = Date.now();
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) if (window.endsAt <= now) windows.delete(stale);
      }
      const current = windows.get(key);
      if (!current || current.endsAt <= now) {
        windows.set(key, { count: 1, endsAt: now + WINDOW_MS });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
  };
}

/** Counters shared by every instance behind the load balancer. */
function redisCounter(redis: Redis): AttemptCounter {
  return {
    async hit(key) {
      const name = `shop:auth-email:${key}`;
      // SET NX starts the window with its expiry; INCR then counts. One round trip, atomic.
      const results = await redis.multi().set(name, 0, 'PX', WINDOW_MS, 'NX').incr(name).exec();
      const count = results?.[1]?.[1];
      return typeof count === 'number' ? count : 0;
    },
  };
}

export interface AuthRateLimits {
  /** The route options that limit one route per IP. */
  perIp: { rateLimit: { max: number; timeWindow: number } };
  /** Throws 429 when this email has made too many attempts this minute. */
  checkEmail(email: string): Promise<void>;
}

/**
 * Register and login are limited per IP (by @fastify/rate-limit, before the body is read)
 * and per email (after validation, since the email is in the body), so neither many
 * addresses against one account nor one address against many accounts gets far.
 * With REDIS_URL the counters are shared by all instances; without it they live in memory.
 */
export async function registerAuthRateLimits(app: App): Promise<AuthRateLimits> {
  const max = app.config.authRateLimitPerMinute;
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    // A Redis outage must not stop shoppers from logging in; the limits then lapse.
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'shop:auth-ip:',
    skipOnError: true,
    keyGenerator: (request) => request.ip,
  });

  const counter = redis ? redisCounter(redis) : memoryCounter();
  return {
    perIp: { rateLimit: { max, timeWindow: WINDOW_MS } },
    async checkEmail(email) {
      let count = 0;
      try {
        count = await counter.hit(email);
      } catch (error) {
        app.log.warn({ err: error }, 'rate-limit store unavailable');
        return;
      }
      if (count > max) throw new HttpError(429, API_MESSAGES.rateLimited);
    },
  };
}
