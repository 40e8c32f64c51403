import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { API_MESSAGES } from '@shop/shared';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext, testConfig } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { freshAddress, registerShopper, uniqueEmail } from '../../test/helpers/users';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { App } from './zod-type-provider';

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

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const hasRedis = await redisAnswers();
// This file's keys only: other runs share the Redis, and nothing here flushes it.
const keyPrefix = `test-abuse-${randomBytes(6).toString('hex')}:`;

const limits = (config: Partial<Config> = {}): Partial<Config> => ({
  redisUrl,
  redisKeyPrefix: keyPrefix,
  writeLimits: { ...testConfig().writeLimits, newsletter: { perIp: 3, windowS: 3600 } },
  ...config,
});

const login = (app: App, email: string, remoteAddress: string, password = 'wrong-password') =>
  app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, remoteAddress });

const subscribe = (app: App, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter',
    payload: { email: uniqueEmail('reader') },
    remoteAddress,
  });

/** With REDIS_URL the limits live in Redis, so every instance of the shop counts together. */
describe.skipIf(!hasRedis)('abuse limits shared through Redis', () => {
  let instances: TestContext[] = [];
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    instances = [
      await createTestApp('pglite', { config: limits() }),
      await createTestApp('pglite', { config: limits() }),
    ];
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.dispose();
    }
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts one address across instances, on the account routes and on writes', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(instances[attempt % 2]!.app, uniqueEmail('redis-ip'), address);
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(instances[0]!.app, uniqueEmail('redis-ip'), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: API_MESSAGES.rateLimited });

    const reader = freshAddress();
    for (let subscription = 0; subscription < 3; subscription += 1) {
      expect((await subscribe(instances[subscription % 2]!.app, reader)).statusCode).toBe(200);
    }
    expect((await subscribe(instances[1]!.app, reader)).statusCode).toBe(429);
  });

  it('counts the failed logins of one account and address across instances', async () => {
    const owner = await registerShopper(instances[0]!.app);
    const attacker = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(instances[attempt % 2]!.app, owner.email, attacker)).statusCode).toBe(401);
    }
    const refused = await login(instances[1]!.app, owner.email, attacker, owner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      API_MESSAGES.tooManyFailedLogins(Number(refused.headers['retry-after'])),
    );
    expect((await login(instances[0]!.app, owner.email, freshAddress(), owner.password)).statusCode).toBe(
      200,
    );
  }, 30_000);

  it('keeps its keys under REDIS_KEY_PREFIX, with no e-mail address in them', async () => {
    const keys = await redis.keys(`${keyPrefix}*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes('@'))).toBe(false);
  });
});

describe('abuse limits while Redis is unreachable', () => {
  let app: App;
  let database: TestDatabase;
  const logged: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const config = testConfig(limits({ redisUrl: `redis://127.0.0.1:${await closedPort()}` }));
    app = await buildApp(config, {
      database,
      skipMigrations: true,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('keeps limiting, in this instance alone, and logs the outage as an error', async () => {
    const reader = freshAddress();
    for (let subscription = 0; subscription < 3; subscription += 1) {
      expect((await subscribe(app, reader)).statusCode).toBe(200);
    }
    const refused = await subscribe(app, reader);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const outage = logged.filter((line) => line.msg.includes('Redis is unreachable'));
    expect(outage.length).toBeGreaterThan(0);
    expect(outage.every((line) => line.level === 50)).toBe(true);
  });
});
