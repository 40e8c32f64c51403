import { randomBytes } from 'node:crypto';
import { PHONE_MESSAGES } from '@shop/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testConfig } from '../../../test/helpers/test-app';
import { freshAddress, registerShopper, type Shopper } from '../../../test/helpers/users';
import type { App } from '../../plugins/zod-type-provider';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// This file's keys only: other runs share the Redis, and nothing here flushes it.
const keyPrefix = `test-phone-codes-${randomBytes(6).toString('hex')}:`;
const PER_ADDRESS = 4;

const start = (app: App, shopper: Shopper, phone: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/phone/start',
    headers: { authorization: `Bearer ${shopper.token}` },
    payload: { phone },
    remoteAddress,
  });

/** Phone codes are counted in the abuse counters: with REDIS_URL, every instance counts together. */
describe('phone codes limited across instances through Redis', () => {
  let instances: TestContext[] = [];
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    const config = {
      redisUrl,
      redisKeyPrefix: keyPrefix,
      sms: { ...testConfig().sms, codeLimits: { ...testConfig().sms.codeLimits, perIpPerHour: PER_ADDRESS } },
    };
    instances = [await createTestApp('pglite', { config }), await createTestApp('pglite', { config })];
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

  it('refuses one address its fifth code whichever instance it asks', async () => {
    const address = freshAddress();
    const shoppers = await Promise.all(instances.map((instance) => registerShopper(instance.app)));
    for (let index = 0; index < PER_ADDRESS; index += 1) {
      const answer = await start(
        instances[index % 2]!.app,
        shoppers[index % 2]!,
        `024555${1000 + index}`,
        address,
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await start(instances[0]!.app, shoppers[0]!, '0245559999', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PHONE_MESSAGES.tooManyCodes(Number(refused.headers['retry-after'])));
    expect(await redis.keys(`${keyPrefix}phone-code:ip:*`)).toHaveLength(1);
  });
});
