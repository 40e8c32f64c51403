import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, checkout, type Progress, prepareShoppers, SHOPPERS } from './checkout-shoppers';
import { freePort, startShop } from './started-server';

const GRACE_S = 10;

/** The code of a failed fetch: ECONNREFUSED means the request never reached the server. */
const failureCode = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;

/**
 * Issue 14 item 1: a SIGTERM in the middle of 50 checkouts. /api/health says 503 while the
 * server drains, and the process exits by itself (code 0) within SHUTDOWN_GRACE_S, not by the
 * grace timer. The figures line counts the checkouts stopped at a refused connection (never
 * reached the server) and at a reset one (the goal is none).
 */
describe('SIGTERM during 50 checkouts', () => {
  it('answers what it was asked and exits within the grace period', async () => {
    const port = String(await freePort());
    const shop = await startShop({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-drain-')),
      PORT: port,
      SHUTDOWN_GRACE_S: String(GRACE_S),
    });
    const fees = (await call(shop.baseUrl, '/api/delivery-fees/', null)).body as unknown as {
      city: string;
      fee: number;
    }[];
    const shoppers = await prepareShoppers(shop.baseUrl);
    const progress: Progress = { charged: 0, ordered: 0 };
    const failures: string[] = [];
    const running = shoppers.map((shopper) =>
      checkout(shop.baseUrl, shopper, fees[0]!, progress).catch((error: unknown) => {
        failures.push(failureCode(error));
      }),
    );
    const started = Date.now();
    while (progress.charged < 10 && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    const exited = new Promise<number | null>((resolve) => shop.process.once('exit', resolve));
    const signalledAt = Date.now();
    process.kill(-shop.process.pid!, 'SIGTERM');
    // A load balancer's health check during the drain's first second.
    let healthWhileDraining = 0;
    while (healthWhileDraining !== 503 && Date.now() - signalledAt < 900) {
      healthWhileDraining = (await call(shop.baseUrl, '/api/health', null).catch(() => ({ status: 0 })))
        .status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const code = await exited;
    const exitMs = Date.now() - signalledAt;
    await Promise.all(running);

    const resets = failures.filter((failure) => failure !== 'ECONNREFUSED').length;
    console.log(
      `[figures] SIGTERM during ${SHOPPERS} checkouts: exit ${code} after ${exitMs} ms; ` +
        `${progress.ordered} orders placed, ${failures.length - resets} checkouts stopped at a refused ` +
        `connection, ${resets} at a reset one`,
    );
    expect(healthWhileDraining).toBe(503);
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(GRACE_S * 1000);
    // Resets are printed, not yet asserted: usually 0, but up to about 10 when the machine is
    // busy (issue 14 stays open for it).
  }, 180_000);
});
