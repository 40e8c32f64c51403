import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { API_MESSAGES } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app';
import { freshAddress, uniqueEmail } from './helpers/users';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** With REDIS_URL the limits live in Redis, so two instances of the shop share them. */
describe.skipIf(!hasRedis)('auth rate limits shared through Redis', () => {
  let redis: ChildProcess;
  let instances: TestContext[] = [];

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const redisUrl = `redis://127.0.0.1:${port}`;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const ready = spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' });
      if (ready.stdout.trim() === 'PONG') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    instances = [
      await createTestApp('pglite', { config: { redisUrl } }),
      await createTestApp('pglite', { config: { redisUrl } }),
    ];
  }, 60_000);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.dispose();
    }
    redis?.kill();
  });

  const login = (instance: TestContext, email: string, remoteAddress: string) =>
    instance.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: 'wrong-password' },
      remoteAddress,
    });

  it('counts one IP across instances', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login(instances[attempt % 2]!, uniqueEmail('redis-ip'), address);
      expect(response.statusCode).toBe(401);
    }
    const limited = await login(instances[0]!, uniqueEmail('redis-ip'), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: API_MESSAGES.rateLimited });
  });

  it('counts one email across instances', async () => {
    const email = uniqueEmail('redis-email');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(instances[attempt % 2]!, email, freshAddress())).statusCode).toBe(401);
    }
    expect((await login(instances[1]!, email, freshAddress())).statusCode).toBe(429);
  });
});
