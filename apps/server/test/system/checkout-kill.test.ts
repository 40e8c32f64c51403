import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, sql } from '../../src/db/client';
import { THIS_RUNS_ORDER } from './checkout-ledger';
import {
  call,
  checkout,
  PRODUCT_IDS,
  type Progress,
  prepareShoppers,
  SHOPPERS,
  stockOf,
} from './checkout-shoppers';
import { freePort, killShop, type StartedShop, startShop } from './started-server';

/**
 * Decision 0007: a power cut in the middle of 50 checkouts must leave no shopper charged without a
 * paid order or a refund, and the stock must add up. The shop is killed with SIGKILL while the
 * shoppers start, pay (test provider), verify and create; after a restart the sweeper settles
 * what the browsers never finished.
 */

const environmentBase = {
  CHECKOUT_SWEEP_INTERVAL_S: '1',
  CHECKOUT_CONFIRM_AFTER_S: '1',
};

async function killDuringCheckouts(environment: Record<string, string>) {
  const port = String(await freePort());
  let shop: StartedShop = await startShop({ ...environment, ...environmentBase, PORT: port });
  const fees = (await call(shop.baseUrl, '/api/delivery-fees/', null)).body as unknown as {
    city: string;
    fee: number;
  }[];
  const fee = Array.isArray(fees) ? fees[0]! : { city: 'Accra', fee: 0 };
  const shoppers = await prepareShoppers(shop.baseUrl);
  const stockBefore = new Map<number, number>();
  for (const id of PRODUCT_IDS) stockBefore.set(id, await stockOf(shop.baseUrl, id));

  const progress: Progress = { charged: 0, ordered: 0 };
  const running = shoppers.map((shopper) =>
    checkout(shop.baseUrl, shopper, fee, progress).catch(() => undefined),
  );
  // The cut comes once some shoppers have paid, so others are caught between paying and their order.
  const started = Date.now();
  while (progress.charged < 10 && Date.now() - started < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await killShop(shop);
  await Promise.all(running);
  const orderedBeforeCut = progress.ordered;

  shop = await startShop({ ...environment, ...environmentBase, PORT: port });
  return { shop, stockBefore, orderedBeforeCut };
}

interface Ledger {
  chargedWithoutOutcome: string[];
  charges: number;
  paid: number;
  refunded: number;
  stockMismatches: string[];
}

async function readLedger(environment: Record<string, string>, stockBefore: Map<number, number>) {
  const database = await openDatabase(
    environment.DATABASE_URL
      ? { kind: 'postgres', url: environment.DATABASE_URL, poolSize: 1 }
      : { kind: 'pglite', dataDir: environment.DATA_DIR! },
  );
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const charges = await rows<{ reference: string; payment_status: string | null }>(sql`
      select t.reference, o.payment_status::text as payment_status
      from test_payment_transactions t left join orders o on o.payment_reference = t.reference
      where t.status = 'success'`);
    const stock = await rows<{ id: number; stock: number; held_or_sold: number }>(sql`
      select p.id, p.stock, coalesce(sum(i.quantity) filter (
        where o.payment_status::text in ('Paid', 'Pending')), 0)::int as held_or_sold
      from products p
      left join order_items i on i.product_id = p.id
      left join orders o on o.id = i.order_id and ${sql.raw(THIS_RUNS_ORDER)}
      where p.id in (${sql.join(
        PRODUCT_IDS.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by p.id, p.stock`);
    const ledger: Ledger = {
      charges: charges.length,
      paid: charges.filter((charge) => charge.payment_status === 'Paid').length,
      refunded: charges.filter((charge) => charge.payment_status === 'Refunded').length,
      chargedWithoutOutcome: charges
        .filter((charge) => charge.payment_status !== 'Paid' && charge.payment_status !== 'Refunded')
        .map((charge) => `${charge.reference}: ${charge.payment_status}`),
      stockMismatches: stock
        .filter((row) => row.stock + Number(row.held_or_sold) !== stockBefore.get(row.id))
        .map((row) => `product ${row.id}: ${row.stock} + ${row.held_or_sold} != ${stockBefore.get(row.id)}`),
    };
    return ledger;
  } finally {
    await database.close();
  }
}

async function expectEveryChargeSettled(environment: Record<string, string>, label: string) {
  const { shop, stockBefore, orderedBeforeCut } = await killDuringCheckouts(environment);
  let stopped = false;
  try {
    // The restarted sweeper runs every second and asks the provider about each pending order.
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    await killShop(shop, 'SIGTERM');
    stopped = true;
    const ledger = await readLedger(environment, stockBefore);
    console.log(
      `[figures] SIGKILL during ${SHOPPERS} checkouts on ${label}: ${ledger.charges} charges, ` +
        `${orderedBeforeCut} ordered by the browser before the cut, then ${ledger.paid} paid and ` +
        `${ledger.refunded} refunded after the restart, ${ledger.chargedWithoutOutcome.length} without either`,
    );
    // Otherwise the cut caught no shopper between paying and their order, and proved nothing.
    expect(ledger.charges).toBeGreaterThan(orderedBeforeCut);
    expect(ledger.chargedWithoutOutcome).toEqual([]);
    expect(ledger.stockMismatches).toEqual([]);
  } finally {
    if (!stopped) await killShop(shop);
  }
}

describe('SIGKILL during 50 concurrent checkouts', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('leaves every charge with a paid order or a refund, and the stock adding up, on PGlite', async () => {
    await expectEveryChargeSettled({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-kill-')) }, 'PGlite');
  });

  it.runIf(process.env.TEST_DATABASE_URL)('does the same on PostgreSQL', async () => {
    const { default: pg } = await import('pg');
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `shop_kill_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await expectEveryChargeSettled(
      { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-kill-pg-')) },
      'PostgreSQL',
    );
  });
});
