import { Redis } from 'ioredis';
import { advice, type DoctorCheck, fix, maskUrl, ok, reasonOf } from './finding';

const ANSWER_WITHIN_MS = 5000;

/**
 * REDIS_URL holds the abuse-limit counters every instance shares (plugins/abuse-counters.ts).
 * Set but silent, each instance counts alone: logins and checkouts can be tried that many
 * times more, which the owner meant to prevent.
 */
export const checkRedis: DoctorCheck = async ({ config }) => {
  if (!config.redisUrl) {
    return [
      advice(
        'REDIS_URL unset: one instance counts its own abuse limits, which is fine. Several instances need a shared Redis (set REDIS_URL).',
      ),
    ];
  }
  const target = maskUrl(config.redisUrl);
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: ANSWER_WITHIN_MS,
    commandTimeout: ANSWER_WITHIN_MS,
    retryStrategy: () => null,
  });
  redis.on('error', () => {}); // answered below; ioredis would otherwise print it
  try {
    await redis.connect();
    const answer = await redis.ping();
    return [ok(`Redis answers PING at ${target} (${answer}).`)];
  } catch (error) {
    return [
      fix(
        `Redis at ${target} does not answer (${reasonOf(error)}): each instance would count logins and checkouts alone. Start Redis or correct REDIS_URL.`,
      ),
    ];
  } finally {
    redis.disconnect();
  }
};
