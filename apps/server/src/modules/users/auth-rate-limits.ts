import { createHash } from 'node:crypto';
import { API_MESSAGES } from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import { countAndRefuseOverLimit } from '../../plugins/abuse-limits';
import type { App } from '../../plugins/zod-type-provider';

const WINDOW_MS = 60_000;

/** An e-mail address as a counter key: the same for any spelling the schema accepts, and not readable in Redis. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

export interface AuthRateLimits {
  /** onRequest hook: limits one account route per IP, before the body is read. */
  perIp(request: FastifyRequest): Promise<void>;
  /** Throws 429 when this email has asked too often this minute (register). */
  checkEmail(email: string): Promise<void>;
}

/**
 * The account routes are limited per IP and route (AUTH_RATE_LIMIT_PER_MINUTE), before the body
 * is read; register also per email, since the email is in the body, so neither many addresses
 * against one email nor one address against many gets far. Login and the reset request are
 * limited per email differently (login-throttle.ts, decision 0013; password-reset-request.ts,
 * decision 0024): a limit per email alone would let a stranger lock the owner out. The
 * counters are the app's (plugins/abuse-limits.ts): shared through Redis when REDIS_URL is set.
 */
export function authRateLimits(app: App): AuthRateLimits {
  const max = () => app.config.authRateLimitPerMinute;
  return {
    async perIp(request) {
      const route = request.routeOptions.url ?? request.url;
      await countAndRefuseOverLimit(
        app.abuseCounters,
        [{ key: `auth:${route}:ip:${request.ip}`, max: max(), windowMs: WINDOW_MS }],
        API_MESSAGES.rateLimited,
      );
    },
    async checkEmail(email) {
      await countAndRefuseOverLimit(
        app.abuseCounters,
        [{ key: `auth:email:${emailKey(email)}`, max: max(), windowMs: WINDOW_MS }],
        API_MESSAGES.rateLimited,
      );
    },
  };
}
