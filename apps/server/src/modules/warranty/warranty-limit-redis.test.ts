import { randomBytes } from 'node:crypto';
import { WARRANTY_TEXTS } from '@shop/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers/test-app';
import { freshAddress } from '../../../test/helpers/users';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const hasRedis = await redisAnswers();
// This file's keys only: other runs share the Redis, and nothing here flushes it.
const keyPrefix = `test-warranty-${randomBytes(6).toString('hex')}:`;

/**
 * Until the instance's counter store reaches Redis: a count made while its connection is
 * still opening falls back to the instance's memory (abuse-counters.ts), as in an outage.
 */
async function untilConnected(instance: TestContext): Promise<void> {
  const key = `connected:${randomBytes(4).toString('hex')}`;
  const redis = new Redis(redisUrl, { keyPrefix });
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      await instance.app.abuseCounters.hit(key, 60_000);
      if ((await redis.exists(key)) === 1) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the instance never reached Redis');
  } finally {
    redis.disconnect();
  }
}

/** Two instances of the shop behind one load balancer: the walk is counted once, whichever answers. */
describe.skipIf(!hasRedis)('warranty look-ups counted through Redis', () => {
  let instances: TestContext[] = [];
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const config = { redisUrl, redisKeyPrefix: keyPrefix, warrantyLookupLimit: { perIp: 4, windowS: 60 } };
    instances = [await createTestApp('pglite', { config }), await createTestApp('pglite', { config })];
    for (const instance of instances) await untilConnected(instance);
  }, 120_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.dispose();
    }
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('refuses the fifth look-up from one address when four went to either instance', async () => {
    const address = freshAddress();
    const lookUp = (instance: TestContext) =>
      instance.app.inject({ method: 'GET', url: '/api/warranty/356938035643809', remoteAddress: address });
    for (let lookup = 0; lookup < 4; lookup += 1) {
      expect((await lookUp(instances[lookup % 2]!)).statusCode).toBe(404);
    }
    const refused = await lookUp(instances[0]!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      WARRANTY_TEXTS.tooManyLookups(Number(refused.headers['retry-after'])),
    );
  });
});
