import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call } from './checkout-shoppers';
import { freePort, startShop } from './started-server';

const GRACE_S = 10;
const REGISTRATIONS = 60;

/**
 * Sign-ups check their password in a worker thread and queue for the hash (decision
 * 0031). A SIGTERM in the middle of a burst of them must still end the process by itself,
 * within the grace period, with code 0: no thread, and no queued hash, keeps it alive.
 */
describe('SIGTERM during a burst of registrations', () => {
  it('exits by itself within the grace period, the registrations it took answered', async () => {
    const port = String(await freePort());
    const shop = await startShop({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-register-drain-')),
      PORT: port,
      SHUTDOWN_GRACE_S: String(GRACE_S),
    });
    const stamp = Date.now();
    const answers: number[] = [];
    const running = Array.from({ length: REGISTRATIONS }, (_, index) =>
      call(shop.baseUrl, '/api/user/register', null, {
        name: `Burst Shopper ${index}`,
        email: `burst-${index}-${stamp}@example.com`,
        password: 'a-long-password-1',
      })
        .then((answer) => answers.push(answer.status))
        .catch(() => answers.push(0)),
    );
    // Let the burst reach the server and the first checks start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = new Promise<number | null>((resolve) => shop.process.once('exit', resolve));
    const signalledAt = Date.now();
    process.kill(-shop.process.pid!, 'SIGTERM');
    const code = await exited;
    const exitMs = Date.now() - signalledAt;
    await Promise.all(running);
    const registered = answers.filter((status) => status === 200).length;
    console.log(
      `[figures] SIGTERM during ${REGISTRATIONS} registrations: exit ${code} after ${exitMs} ms; ${registered} registered`,
    );
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(GRACE_S * 1000);
    // What the server took, it answered: no 5xx among the answers.
    expect(answers.filter((status) => status >= 500)).toEqual([]);
  });
});
